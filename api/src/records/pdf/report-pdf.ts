import type { Language } from '@tenfour/db/browser';
import type { RecordJson } from '@tenfour/db/records';
import { dollars, isoTime, sayIn, startPdf } from '../../lib/pdf/document';

export interface ReportPdfInput {
  language: Language;
  communityName: string;
  department: string;
  printedAt: Date;
  record: RecordJson;
}

/**
 * One arrest, citation or warning report as a PDF for sharing: who it was filed on, by whom
 * and when, each offense with its fine and jail time, the totals and the officer's notes.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { record: r, language } = input;
  const say = sayIn(language);
  const type = say(`records.pdf.${r.type}`);
  const pdf = startPdf({
    language,
    communityName: input.communityName,
    title: say('records.pdf.reportTitle', { type, name: r.civilianName }),
    printed: say('records.pdf.printed', {
      time: isoTime(input.printedAt),
      department: input.department,
    }),
  });
  const { text, heading, field } = pdf;

  heading(say('records.pdf.report'));
  field(say('records.pdf.civilian'), r.civilianName);
  field(say('records.pdf.type'), type);
  field(say('records.pdf.filed'), isoTime(r.createdAt));
  field(
    say('records.pdf.officer'),
    [`${r.officerCallsign} ${r.officerName}`, r.officerRank].filter(Boolean).join(' · '),
  );
  field(say('records.pdf.department'), r.platform);

  heading(say('records.pdf.offenses'));
  if (!r.offenses.length) text(r.reason);
  for (const o of r.offenses) {
    text(
      say('records.pdf.offense', { title: o.title, fine: dollars(o.fine), minutes: o.jailTime }),
    );
  }
  pdf.doc.moveDown(0.4);
  field(
    say('records.pdf.totalFine'),
    r.fineAmount > 0 ? `${dollars(r.fineAmount)} (${r.fineStatus})` : dollars(0),
  );
  field(say('records.pdf.totalJail'), say('records.pdf.minutes', { minutes: r.jailTime }));

  heading(say('records.pdf.notes'));
  text(r.notes || say('records.pdf.none'));

  return pdf.end();
}
