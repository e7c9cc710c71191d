import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { canGoNext, composeErrorText, mockupRequest, previousStep } from './wizard-rules';

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
    expect(mockupRequest(null, 'small', 'black')).toEqual({ ok: false, error: 'Missing image, size, or color for mockup generation.' });
    expect(mockupRequest('/files/a.webp', null, 'black')).toEqual({ ok: false, error: 'Missing image, size, or color for mockup generation.' });
    expect(mockupRequest('/files/a.webp', 'large', null)).toEqual({ ok: false, error: 'Missing image, size, or color for mockup generation.' });
    expect(mockupRequest('/files/a.webp', 'large', 'white')).toEqual({ ok: true, request: { imageUrl: '/files/a.webp', size: 'large', color: 'white' } });
  });

  it("shows the server's message, or the spec's fallback", () => {
    expect(composeErrorText(new ApiError(404, 'NOT_FOUND', 'Mockup image not found.'))).toBe('Mockup image not found.');
    expect(composeErrorText(new Error(''))).toBe('Failed to compose framed image');
    expect(composeErrorText('weird')).toBe('Failed to compose framed image');
  });
});
