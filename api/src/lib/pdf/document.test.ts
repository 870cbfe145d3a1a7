import { describe, expect, it } from 'vitest';
import { drawable } from './document';

describe('text in a PDF', () => {
  it('replaces only what the font cannot draw', () => {
    const font = { hasGlyphForCodePoint: (cp: number) => cp < 0x3000 };
    expect(drawable('Ана Βήτα\nZoë', font)).toBe('Ана Βήτα\nZoë');
    expect(drawable('李\u200b\u0007x', font)).toBe('\ufffdx');
  });
});
