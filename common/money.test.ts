import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('writes dollars and cents with grouped thousands, as en-US does', () => {
    for (const cents of [0, 5, 99, 100, 1998, 3996, 99_999, 100_000, 123_456_789, -1, -250_050, 12.7]) {
      const abs = Math.abs(Math.trunc(cents));
      const expected = `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
      expect(formatCents(cents)).toBe(expected);
    }
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-250_050)).toBe('-$2,500.50');
  });
});
