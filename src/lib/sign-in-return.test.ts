import { describe, expect, it } from 'vitest';
import { safeNext, signInPath, saveDraft, takeDraft } from './sign-in-return';

describe('sign-in return', () => {
  it('returns only to a path inside the shop', () => {
    expect(safeNext('/create/royal-pet')).toBe('/create/royal-pet');
    expect(safeNext('/cart?step=payment')).toBe('/cart?step=payment');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) expect(safeNext(bad)).toBe('/');
  });

  it('puts the page in the sign-in address', () => {
    expect(signInPath('/create/royal-pet')).toBe('/login?next=%2Fcreate%2Froyal-pet');
  });

  it('keeps a draft for one read', () => {
    saveDraft('order:royal-pet', { size: 'medium' });
    expect(takeDraft('order:royal-pet')).toEqual({ size: 'medium' });
    expect(takeDraft('order:royal-pet')).toBeNull();
  });
});
