import type { Language } from '@tenfour/db/browser';
import type { CivilianProfile, RecordJson } from '@tenfour/db/records';
import { dollars, isoDate, isoTime, sayIn, startPdf } from '../../lib/pdf/document';

export interface RecordPdfInput {
  language: Language;
  communityName: string;
  department: string;
  printedAt: Date;
  profile: CivilianProfile;
  /** Every record of the department's to list, newest first. */
  records: RecordJson[];
  /** How many records the department holds in all (more than listed when cut short). */
  recordTotal: number;
}

/**
 * A civilian's record as a PDF for sharing (the same content an officer's printed profile
 * shows): a header with the community's name and when it was printed, the person, licenses,
 * the department's records and warrants. Answers the file's bytes.
 */
export function renderRecordPdf(input: RecordPdfInput): Promise<Buffer> {
  const { profile, language } = input;
  const say = sayIn(language);
  const civilian = profile.civilian;
  const pdf = startPdf({
    language,
    communityName: input.communityName,
    title: say('records.pdf.title', { name: `${civilian.firstName} ${civilian.lastName}` }),
    printed: say('records.pdf.printed', {
      time: isoTime(input.printedAt),
      department: input.department,
    }),
  });
  const { text, heading, field } = pdf;

  heading(say('records.pdf.personal'));
  field(say('records.pdf.name'), `${civilian.firstName} ${civilian.lastName}`);
  field(say('records.pdf.dateOfBirth'), civilian.dateOfBirth);
  field(say('records.pdf.sex'), civilian.sex);
  field(say('records.pdf.residence'), civilian.residence);
  field(say('records.pdf.aliases'), civilian.knownAliases?.join(', '));
  if (civilian.deceased) text(say('records.pdf.deceased'));

  heading(say('records.pdf.licenses'));
  if (!profile.licenses.length) text(say('records.pdf.none'));
  for (const l of profile.licenses) text(`${l.type}: ${l.status}`);

  heading(say('records.pdf.records'));
  if (!input.records.length) text(say('records.pdf.none'));
  for (const r of input.records) {
    pdf.keepTogether();
    pdf.doc.moveDown(0.4);
    pdf.strong(`${say(`records.pdf.${r.type}`)} · ${r.reason}`);
    text(
      say('records.pdf.filedBy', {
        date: isoDate(r.createdAt),
        officer: `${r.officerCallsign} ${r.officerName}`,
      }),
    );
    if (r.fineAmount > 0) {
      text(say('records.pdf.fine', { amount: dollars(r.fineAmount), status: r.fineStatus }));
    }
    if (r.jailTime > 0) text(say('records.pdf.jail', { minutes: r.jailTime }));
    if (r.notes) text(r.notes);
  }
  if (input.recordTotal > input.records.length) {
    pdf.doc.moveDown(0.4);
    text(say('records.pdf.truncated', { count: input.records.length }));
  }

  heading(say('records.pdf.warrants'));
  if (!profile.warrants.length) text(say('records.pdf.none'));
  for (const w of profile.warrants) {
    text(
      say('records.pdf.warrant', { type: w.type, status: w.status, date: isoDate(w.createdAt) }),
    );
    text(w.reason);
    pdf.doc.moveDown(0.3);
  }

  return pdf.end();
}
