import { describe, expect, it } from 'vitest';
import { en, formatMessage, MESSAGE_LOCALES, MESSAGES, placeholders } from '.';

// Each language says every server message with the same values: a missing key or a placeholder
// the English does not have (or lacks) would show a raw key or a literal "{name}" to a reader.
describe('server message catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(MESSAGE_LOCALES.filter((l) => l !== 'en'))('%s has every key and no other', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual(keys);
  });

  it.each(MESSAGE_LOCALES)('%s keeps the English placeholders and leaves none empty', (locale) => {
    for (const key of keys) {
      const english = en[key as keyof typeof en];
      const text = MESSAGES[locale][key as keyof typeof en];
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it('never says the same English under two keys', () => {
    // The API reads a domain operation's English back to its key: one text, one key.
    const texts = Object.values(en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage(en['dispatch.callClosed'], { callNumber: 12 })).toBe(
      'Call #12 is already closed.',
    );
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(placeholders('{b} {a} {b}')).toEqual(['a', 'b']);
  });
});
