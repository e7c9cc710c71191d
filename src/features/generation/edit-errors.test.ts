import { beforeEach, describe, expect, it, vi } from 'vitest';
import toast from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { describeFailure, toastEditFailure } from './edit-errors';

vi.mock('../../lib/toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

describe('editor failure toasts', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("says 'Insufficient tokens.' and then 'Failed to edit image.' on a 403", () => {
    toastEditFailure(new ApiError(403, 'INSUFFICIENT_TOKENS', 'Not enough tokens'));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Insufficient tokens.',
      'Failed to edit image.',
    ]);
    expect(vi.mocked(toast.error).mock.calls[0]![1]).toEqual({ duration: 6000 });
  });

  it("says only 'Failed to edit image.' for any other error", () => {
    toastEditFailure(new ApiError(502, 'PROVIDER_ERROR', 'boom'));
    toastEditFailure(new Error('network'));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Failed to edit image.',
      'Failed to edit image.',
    ]);
  });

  it('keeps server details of 5xx failures off the screen unless they are meant for customers', () => {
    expect(describeFailure(new ApiError(500, 'INTERNAL', 'stack trace'), 'Try again.')).toBe('Try again.');
    expect(
      describeFailure(
        new ApiError(502, 'PROVIDER_ERROR', 'Failed to generate image. Your token was refunded; please try again.'),
        'x',
      ),
    ).toMatch(/refunded/);
    expect(
      describeFailure(new ApiError(502, 'PROVIDER_ERROR', 'Background removal failed. Please try another photo.'), 'x'),
    ).toBe('Background removal failed. Please try another photo.');
    expect(describeFailure(new ApiError(502, 'HTTP', 'HTTP error! status: 502'), 'Try again.')).toBe('Try again.');
    expect(describeFailure(new ApiError(400, 'BAD_REQUEST', 'Image not found.'), 'x')).toBe('Image not found.');
    expect(describeFailure(new ApiError(403, 'INSUFFICIENT_TOKENS', 'x'), 'x')).toMatch(/no tokens left/);
  });
});
