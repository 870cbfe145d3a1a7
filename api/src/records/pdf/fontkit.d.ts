// The little of fontkit (pdfkit's font engine) the record PDF asks directly: whether the
// embedded font can draw a character. fontkit ships no types of its own.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
