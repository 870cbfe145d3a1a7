import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../auth/languages';
import { en, englishMessage, formatMessage, MESSAGES, placeholders } from '.';

// Each shipped language says every server message with the same values: a missing catalogue,
// a missing key or a placeholder the English does not have (or lacks) would show a raw key or
// a literal "{name}" to a reader.
describe('server message catalogues', () => {
  const keys = Object.keys(en).sort();

  it('has one catalogue for each shipped language, and none for another', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s has every key and no other', (language) => {
    expect(MESSAGES[language], language).toBeDefined();
    expect(Object.keys(MESSAGES[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGE_CODES)('%s keeps the English placeholders and leaves none empty', (language) => {
    for (const key of keys) {
      const english = en[key as keyof typeof en];
      const text = MESSAGES[language][key as keyof typeof en];
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
    }
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage(en['dispatch.callClosed'], { callNumber: 12 })).toBe(
      'Call #12 is already closed.',
    );
    expect(englishMessage('dispatch.callClosed', { callNumber: 12 })).toBe(
      'Call #12 is already closed.',
    );
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(formatMessage('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
    expect(placeholders('{b} {a} {b}')).toEqual(['a', 'b']);
  });
});
