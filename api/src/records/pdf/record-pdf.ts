import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
// @ts-expect-error fontkit (pdfkit's own font engine) ships no types: the one call used is typed below.
import { create } from 'fontkit';
import { formatMessage, MESSAGES, type Language, type MessageKey } from '@tenfour/db/browser';
import type { CivilianProfile, RecordJson } from '@tenfour/db/records';

/** The little of a fontkit font asked here: whether it can draw a character. */
interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const openFont = create as (buffer: Buffer) => Font;

/**
 * DejaVu Sans, embedded (subset) in every record PDF: it draws Latin, Greek and Cyrillic
 * (and much more), so a name written in any of them prints as written, on any reader, without
 * the fonts of the machine that opens it. Read once per process.
 */
const fonts = (() => {
  let loaded: { regular: Buffer; bold: Buffer; glyphs: Font } | undefined;
  return () => {
    if (!loaded) {
      const resolve = createRequire(import.meta.url).resolve;
      const regular = readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
      const bold = readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
      loaded = { regular, bold, glyphs: openFont(regular) };
    }
    return loaded;
  };
})();

/** Control and format characters (a zero-width joiner, a direction mark): never drawn. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const REPLACEMENT = '\uFFFD';

/**
 * The text as the embedded font can draw it: any character it has no glyph for (a CJK
 * name, an emoji sequence, a lone surrogate) becomes one replacement mark, so a member's
 * text never breaks the document or shows as empty boxes; line breaks are kept.
 */
export function drawable(text: string, font: Pick<Font, 'hasGlyphForCodePoint'> = fonts().glyphs) {
  let out = '';
  for (const char of text) {
    if (char === '\n') out += char;
    else if (INVISIBLE.test(char)) continue;
    else out += font.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : REPLACEMENT;
  }
  return out;
}

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

const isoDate = (iso: string) => iso.slice(0, 10);
const isoTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * A civilian's record as a PDF for sharing (the same content an officer's printed profile
 * shows): a header with the community's name and when it was printed, the person, licenses,
 * the department's records and warrants. Answers the file's bytes.
 */
export function renderRecordPdf(input: RecordPdfInput): Promise<Buffer> {
  const { profile, language } = input;
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    formatMessage(MESSAGES[language][key], params);
  const civilian = profile.civilian;
  const name = drawable(`${civilian.firstName} ${civilian.lastName}`);
  const { regular, bold } = fonts();

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: {
      Title: say('records.pdf.title', { name }),
      Author: drawable(input.communityName),
      Creator: drawable(input.communityName),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);

  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(drawable(value), options);
  const heading = (value: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13);
    text(value);
    doc.font('body').fontSize(10).moveDown(0.2);
  };
  const field = (label: string, value: string | null | undefined) => {
    doc.font('bold').fontSize(10);
    text(`${label}: `, { continued: true });
    doc.font('body');
    text(value || '—');
  };

  doc.font('bold').fontSize(9);
  text(input.communityName);
  doc.font('body');
  text(
    say('records.pdf.printed', { time: isoTime(input.printedAt), department: input.department }),
  );
  doc.moveDown(0.6).font('bold').fontSize(18);
  text(say('records.pdf.title', { name }));
  doc.font('body').fontSize(10);

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
    // A record is never split across two pages when it fits on one.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.moveDown(0.4).font('bold');
    text(`${say(`records.pdf.${r.type}`)} · ${r.reason}`);
    doc.font('body');
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
    doc.moveDown(0.4);
    text(say('records.pdf.truncated', { count: input.records.length }));
  }

  heading(say('records.pdf.warrants'));
  if (!profile.warrants.length) text(say('records.pdf.none'));
  for (const w of profile.warrants) {
    text(
      say('records.pdf.warrant', { type: w.type, status: w.status, date: isoDate(w.createdAt) }),
    );
    text(w.reason);
    doc.moveDown(0.3);
  }

  doc.end();
  return done;
}
