import type { Language } from '@tenfour/db/browser';
import type { CourtCaseJson } from '@tenfour/db/court';
import { dollars, isoTime, sayIn, startPdf } from '../lib/pdf/document';

export interface CasePdfInput {
  language: Language;
  communityName: string;
  printedAt: Date;
  kase: CourtCaseJson;
}

/**
 * A court case as a PDF for sharing, as its page shows it: the contested record, the
 * civilian's statement, each charge with its ruling, the hearings and the timeline.
 */
export function renderCasePdf(input: CasePdfInput): Promise<Buffer> {
  const { kase: k, language } = input;
  const say = sayIn(language);
  const pdf = startPdf({
    language,
    communityName: input.communityName,
    title: say('court.pdf.title', { name: k.civilianName }),
    printed: say('court.pdf.printed', { time: isoTime(input.printedAt) }),
  });
  const { text, heading, field } = pdf;
  const none = say('records.pdf.none');

  heading(say('court.pdf.case'));
  field(say('court.pdf.status'), say(`court.pdf.${k.status}`));
  field(say('court.pdf.opened'), isoTime(k.createdAt));
  if (k.closedAt) field(say('court.pdf.closedAt'), isoTime(k.closedAt));
  if (k.nextHearingAt) field(say('court.pdf.nextHearing'), isoTime(k.nextHearingAt));

  heading(say('court.pdf.record'));
  field(say('records.pdf.civilian'), k.civilianName);
  field(say('records.pdf.type'), say(`records.pdf.${k.recordType}`));
  field(say('court.pdf.reason'), k.reason);
  field(say('records.pdf.officer'), `${k.officerCallsign} ${k.officerName}`);
  field(say('records.pdf.department'), k.platform);
  field(
    say('court.pdf.fine'),
    say('court.pdf.fineNow', { original: dollars(k.originalFine), now: dollars(k.fine) }),
  );
  if (k.notes) field(say('records.pdf.notes'), k.notes);

  heading(say('court.pdf.statement'));
  text(k.statement || none);

  heading(say('court.pdf.charges'));
  if (!k.charges.length) text(none);
  for (const c of k.charges) {
    pdf.keepTogether(60);
    pdf.doc.moveDown(0.3);
    const r = c.ruling;
    // As filed: a ruling changes the charge's terms, and says what they became.
    const filed = r
      ? { fine: r.originalFine, minutes: r.originalJailTime }
      : { fine: c.fine, minutes: c.jailTime };
    pdf.strong(
      say('records.pdf.offense', {
        title: c.title,
        fine: dollars(filed.fine),
        minutes: filed.minutes,
      }),
    );
    text(
      r
        ? say('court.pdf.ruling', {
            outcome: say(`court.pdf.${r.outcome}`),
            fine: dollars(r.fine),
            minutes: r.jailTime,
            date: isoTime(r.createdAt),
          })
        : say('court.pdf.notRuled'),
    );
    if (r?.reason) text(r.reason);
  }

  heading(say('court.pdf.hearings'));
  if (!k.hearings.length) text(none);
  for (const h of k.hearings) {
    const time = isoTime(h.startsAt);
    text(h.cancelled ? say('court.pdf.cancelled', { time }) : time);
  }

  heading(say('court.pdf.timeline'));
  if (!k.entries.length) text(none);
  for (const e of k.entries) {
    pdf.keepTogether(50);
    pdf.doc.moveDown(0.3);
    pdf.strong(`${isoTime(e.createdAt)} · ${e.authorName}`);
    text(e.body);
  }

  return pdf.end();
}
