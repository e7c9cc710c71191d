import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-input';

describe('test card form formatting', () => {
  it('groups card digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42a4')).toBe('424');
  });

  it('formats and parses expiry dates', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 30 });
    expect(parseExpiry('12 / 3')).toBeNull();
  });
});
