import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePhotoUpload } from './use-photo-upload';
import { uploadPhoto } from './api/upload-photo';

vi.mock('./api/upload-photo', () => ({ uploadPhoto: vi.fn() }));
const upload = vi.mocked(uploadPhoto);
const UPLOADED = { url: '/files/user_uploads/u/a.png', name: 'a.png' } as unknown as Awaited<
  ReturnType<typeof uploadPhoto>
>;
const photoFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

describe('usePhotoUpload', () => {
  afterEach(() => upload.mockReset());

  it('uploads a photo chosen before the screen could upload as soon as it can (the session arrived)', async () => {
    upload.mockResolvedValue(UPLOADED);
    const hook = renderHook(({ now }) => usePhotoUpload({ uploadNow: now }), { initialProps: { now: false } });
    act(() => hook.result.current.choose(photoFile()));
    expect(upload).not.toHaveBeenCalled();
    expect(hook.result.current.photo.uploading).toBe(false);

    hook.rerender({ now: true });
    await waitFor(() => expect(hook.result.current.photo.uploaded).toEqual(UPLOADED));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('uploads once when it may upload at once, and does not retry a refused photo by itself', async () => {
    upload.mockRejectedValue(new Error('nope'));
    const hook = renderHook(({ now }) => usePhotoUpload({ uploadNow: now }), { initialProps: { now: true } });
    act(() => hook.result.current.choose(photoFile()));
    await waitFor(() => expect(hook.result.current.photo.error).toBe('Upload failed. Please try another photo.'));
    hook.rerender({ now: true });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
