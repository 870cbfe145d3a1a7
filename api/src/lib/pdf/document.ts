import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
// @ts-expect-error fontkit (pdfkit's own font engine) ships no types: the one call used is typed below.
import { create } from 'fontkit';
import { formatMessage, MESSAGES, type Language, type MessageKey } from '@tenfour/db/browser';

/** The little of a fontkit font asked here: whether it can draw a character. */
interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const openFont = create as (buffer: Buffer) => Font;

/**
 * DejaVu Sans, embedded (subset) in every PDF the app makes: it draws Latin, Greek and
 * Cyrillic (and much more), so a name written in any of them prints as written, on any reader,
 * without the fonts of the machine that opens it. Read once per process.
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

export const isoDate = (iso: string) => iso.slice(0, 10);
export const isoTime = (date: Date | string) =>
  `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The server's words in one language, placeholders filled. */
export const sayIn =
  (language: Language) =>
  (key: MessageKey, params: Record<string, string | number> = {}) =>
    formatMessage(MESSAGES[language][key], params);

export interface PdfStart {
  language: Language;
  communityName: string;
  /** The document's title, drawn large under the header and set as its metadata title. */
  title: string;
  /** The header's second line: when it was printed (and for whom), already said. */
  printed: string;
}

/**
 * A document begun with the header every printed page carries (the community's name, when it
 * was printed) and its title, with the few ways the app lays text out: sections, label and
 * value rows, paragraphs. Every piece of text passes through drawable(). end() answers the
 * file's bytes.
 */
export function startPdf(start: PdfStart) {
  const { regular, bold } = fonts();
  const say = sayIn(start.language);
  const title = drawable(start.title);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: start.language,
    info: {
      Title: title,
      Author: drawable(start.communityName),
      Creator: drawable(start.communityName),
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
  const pdf = {
    doc,
    say,
    text,
    /** A line in bold, then back to the body font. */
    strong(value: string) {
      doc.font('bold');
      text(value);
      doc.font('body');
    },
    heading(value: string) {
      doc.moveDown(0.8).font('bold').fontSize(13);
      text(value);
      doc.font('body').fontSize(10).moveDown(0.2);
    },
    field(label: string, value: string | null | undefined) {
      doc.font('bold').fontSize(10);
      text(`${label}: `, { continued: true });
      doc.font('body');
      text(value || '—');
    },
    /** A new page first when fewer than `height` points are left: an entry is not split. */
    keepTogether(height = 80) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - height) doc.addPage();
    },
    end() {
      doc.end();
      return done;
    },
  };

  doc.font('bold').fontSize(9);
  text(start.communityName);
  doc.font('body');
  text(start.printed);
  doc.moveDown(0.6).font('bold').fontSize(18);
  doc.text(title);
  doc.font('body').fontSize(10);
  return pdf;
}
