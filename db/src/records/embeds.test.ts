import { describe, expect, it } from 'vitest';
import { finePaidStatus, recordDm, recordReport, type RecordEmbedInput } from './embeds';

const citation: RecordEmbedInput = {
  recordId: 'r1',
  type: 'citation',
  offenses: ['Speeding'],
  fineCents: 123_450,
  jailMinutes: 0,
  notes: null,
  officerName: 'Jordan Reyes',
  officerCallsign: '1A-12',
  civilianName: 'Casey Walker',
  createdAt: new Date('2026-11-27T20:00:00Z'),
};

const fine = (message: ReturnType<typeof recordDm>) =>
  message.embeds?.[0]?.fields?.find((f) => f.inline)?.value;

describe('record embeds', () => {
  it('write the fine the reader’s way, English exactly as always', () => {
    expect(fine(recordDm(citation))).toBe('$1,234.50');
    expect(fine(recordReport(citation))).toBe('$1,234.50');
    expect(fine(recordDm(citation, 'de'))).toBe('1.234,50\u00a0$');
    expect(fine(recordDm(citation, 'es'))).toMatch(/^1234,50\s\$$/);
  });

  it('say a paid fine in the DM’s language with its amount written that way', () => {
    expect(finePaidStatus(5_000, 'checking')).toContain('$50.00');
    expect(finePaidStatus(5_000, 'wallet', 'de')).toContain('50,00\u00a0$');
  });
});
