import { describe, expect, it } from 'vitest';
import { photoFromDraft, photoToDraft, safeNext, signInPath, saveDraft, takeDraft } from './sign-in-return';

describe('sign-in return', () => {
  it('returns only to a path inside the shop', () => {
    expect(safeNext('/create/royal-pet')).toBe('/create/royal-pet');
    expect(safeNext('/cart?step=payment')).toBe('/cart?step=payment');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(safeNext(bad)).toBe('/');
  });

  it('puts the page in the sign-in address', () => {
    expect(signInPath('/create/royal-pet')).toBe('/login?next=%2Fcreate%2Froyal-pet');
  });

  it('keeps a draft for one read', () => {
    saveDraft('order:royal-pet', { size: 'medium' });
    expect(takeDraft('order:royal-pet')).toEqual({ size: 'medium' });
    expect(takeDraft('order:royal-pet')).toBeNull();
  });

  it('keeps a small photo through the round trip, byte for byte', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 0, 255, 10]);
    const draft = await photoToDraft(new File([bytes], 'pet.png', { type: 'image/png' }));
    const back = await photoFromDraft(draft);
    expect(back?.name).toBe('pet.png');
    expect(back?.type).toBe('image/png');
    expect(new Uint8Array(await back!.arrayBuffer())).toEqual(bytes);
    expect(await photoToDraft(null)).toBeNull();
  });
});
