import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { FRAME_COLORS, FRAME_SIZES } from '../../../common/catalog';
import { canGoNext, composeErrorText, mockupRequest, previousStep, wizardFromParams } from './wizard-rules';

describe('framing wizard rules', () => {
  it('goes back one step from 2, 3 and 4 only', () => {
    expect([1, 2, 3, 4].map((s) => previousStep(s as 1 | 2 | 3 | 4))).toEqual([null, 1, 2, 3]);
  });

  it('keeps Next disabled until a size (step 1) and a colour (step 2) are chosen', () => {
    expect(canGoNext(1, null, null)).toBe(false);
    expect(canGoNext(1, 'small', null)).toBe(true);
    expect(canGoNext(2, 'small', null)).toBe(false);
    expect(canGoNext(2, 'small', 'red_oak')).toBe(true);
  });

  it('refuses to request mockups without image, size and colour', () => {
    expect(mockupRequest(null, 'small', 'black')).toEqual({
      ok: false,
      error: 'Missing image, size, or color for mockup generation.',
    });
    expect(mockupRequest('/files/a.webp', null, 'black')).toEqual({
      ok: false,
      error: 'Missing image, size, or color for mockup generation.',
    });
    expect(mockupRequest('/files/a.webp', 'large', null)).toEqual({
      ok: false,
      error: 'Missing image, size, or color for mockup generation.',
    });
    expect(mockupRequest('/files/a.webp', 'large', 'white')).toEqual({
      ok: true,
      request: { imageUrl: '/files/a.webp', size: 'large', color: 'white' },
    });
  });

  it("shows the server's message, or the spec's fallback", () => {
    expect(composeErrorText(new ApiError(404, 'NOT_FOUND', 'Mockup image not found.'))).toBe('Mockup image not found.');
    expect(composeErrorText(new Error(''))).toBe('Failed to compose framed image');
    expect(composeErrorText('weird')).toBe('Failed to compose framed image');
  });
});

describe('item 13: the frame wizard keeps its place in the URL', () => {
  const read = (q: string) => wizardFromParams(new URLSearchParams(q), FRAME_SIZES, FRAME_COLORS);

  it('item 13: step, size and colour come back from the address', () => {
    expect(read('step=4&size=large&color=red_oak')).toEqual({ step: 4, size: 'large', color: 'red_oak' });
    expect(read('step=2&size=small')).toEqual({ step: 2, size: 'small', color: null });
    expect(read('')).toEqual({ step: 1, size: null, color: null });
  });

  it('item 13: a step goes no further than its choices allow; unknown values are dropped', () => {
    expect(read('step=4&size=small')).toEqual({ step: 2, size: 'small', color: null });
    expect(read('step=3&color=black')).toEqual({ step: 1, size: null, color: null });
    expect(read('step=9&size=huge&color=pink')).toEqual({ step: 1, size: null, color: null });
    expect(read('step=-1&size=medium&color=white')).toEqual({ step: 1, size: 'medium', color: 'white' });
  });
});
