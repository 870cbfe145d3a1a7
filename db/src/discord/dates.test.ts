import { describe, expect, it } from 'vitest';
import { discordDate } from './dates';

describe('dates the bot writes', () => {
  it('keep English as always and follow the reader elsewhere, the same day everywhere', () => {
    expect(discordDate('2026-11-27')).toBe('2026-11-27');
    expect(discordDate('2026-11-27T23:30:00.000Z', 'en')).toBe('2026-11-27');
    expect(discordDate('2026-11-27', 'de')).toBe('27.11.2026');
    expect(discordDate('2026-11-27T23:30:00.000Z', 'es')).toBe('27/11/2026');
    expect(discordDate('not a date', 'de')).toBe('not a date');
  });
});
