import { describe, expect, it } from 'vitest';
import { elapsedText } from './status-timer';

describe('time in status', () => {
  it('reads as minutes and seconds, hours once there are any, never negative', () => {
    expect(elapsedText(42_000)).toBe('0:42');
    expect(elapsedText(12 * 60_000 + 5_000)).toBe('12:05');
    expect(elapsedText(3_600_000 + 2 * 60_000 + 5_999)).toBe('1:02:05');
    // A browser clock a little behind the server's.
    expect(elapsedText(-3_000)).toBe('0:00');
  });
});
