import { describe, expect, it } from 'vitest';
import { orderMockups } from './mockup-order';

describe('orderMockups', () => {
  it('moves the last of several urls first', () =>
    expect(orderMockups({ urls: ['a', 'b', 'c'] })).toEqual(['c', 'a', 'b']));
  it('keeps a single url, or reads `url`', () => {
    expect(orderMockups({ urls: ['a'] })).toEqual(['a']);
    expect(orderMockups({ url: 'x' })).toEqual(['x']);
    expect(orderMockups({})).toEqual([]);
    expect(orderMockups({ urls: [1, '', 'b'] })).toEqual(['b']);
  });
});
