import { describe, expect, it } from 'vitest';
import { languageOfDiscordLocale, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('takes the member’s Discord locale when it is shipped', () => {
    expect(resolveLocale('de', 'es', 'en')).toBe('de');
    expect(resolveLocale('es-ES')).toBe('es');
    expect(resolveLocale('es-419', 'de')).toBe('es');
    expect(resolveLocale('en-GB', 'de', 'de')).toBe('en');
    expect(resolveLocale('en-US')).toBe('en');
  });

  it('else their site choice, else the community default, else English', () => {
    expect(resolveLocale('fr', 'de', 'es')).toBe('de');
    expect(resolveLocale('pt-BR', undefined, 'es')).toBe('es');
    expect(resolveLocale(undefined, null, 'de')).toBe('de');
    expect(resolveLocale('ja', 'fr', 'it')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('reads Discord locales as languages', () => {
    expect(languageOfDiscordLocale('de')).toBe('de');
    expect(languageOfDiscordLocale('es-419')).toBe('es');
    expect(languageOfDiscordLocale('zh-CN')).toBeUndefined();
    expect(languageOfDiscordLocale(null)).toBeUndefined();
  });
});
