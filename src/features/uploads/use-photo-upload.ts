import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { uploadPhoto, type UploadedFile } from './upload-api';
import { TOAST_MS } from '../../app/routes/create/order-rules';

export type PhotoState = {
  file: File | null;
  /** A local preview of the chosen file, shown at once (before the upload finishes). */
  previewUrl: string | null;
  uploaded: UploadedFile | null;
  uploading: boolean;
  error: string | null;
};

const EMPTY: PhotoState = { file: null, previewUrl: null, uploaded: null, uploading: false, error: null };

/**
 * One pet photo. When `uploadNow` is set (signed in) it is uploaded as soon as it is chosen; otherwise
 * it waits, and `ensureUploaded()` uploads it when the customer generates.
 */
export function usePhotoUpload(uploadNow: boolean) {
  const [photo, setPhoto] = useState<PhotoState>(EMPTY);
  const inFlight = useRef<{ file: File; promise: Promise<UploadedFile> } | null>(null);
  const latest = useRef<File | null>(null);

  useEffect(() => () => void (photo.previewUrl && URL.revokeObjectURL(photo.previewUrl)), [photo.previewUrl]);

  const start = useCallback((file: File) => {
    if (inFlight.current?.file === file) return inFlight.current.promise;
    setPhoto((p) => (p.file === file ? { ...p, uploading: true, error: null } : p));
    const promise = uploadPhoto(file).then(
      (uploaded) => {
        if (latest.current === file) setPhoto((p) => (p.file === file ? { ...p, uploaded, uploading: false } : p));
        return uploaded;
      },
      (err: unknown) => {
        if (inFlight.current?.file === file) inFlight.current = null;
        const message = err instanceof Error ? err.message : 'Upload failed';
        if (latest.current === file) setPhoto((p) => (p.file === file ? { ...p, uploading: false, error: message } : p));
        throw err;
      },
    );
    inFlight.current = { file, promise };
    return promise;
  }, []);

  const choose = useCallback(
    (file: File) => {
      latest.current = file;
      inFlight.current = null;
      setPhoto({ file, previewUrl: URL.createObjectURL(file), uploaded: null, uploading: uploadNow, error: null });
      if (uploadNow) start(file).catch(() => toast.error('Upload failed. Please try another photo.', { id: 'upload-failed', duration: TOAST_MS }));
    },
    [start, uploadNow],
  );

  const reject = useCallback((message: string) => {
    setPhoto((p) => ({ ...p, error: message }));
    toast.error(message, { id: 'upload-rejected', duration: TOAST_MS });
  }, []);

  /** The uploaded photo, uploading it now if needed (throws when the upload fails). */
  const ensureUploaded = useCallback(async (): Promise<UploadedFile> => {
    if (photo.uploaded) return photo.uploaded;
    if (!photo.file) throw new Error('No photo');
    return start(photo.file);
  }, [photo.file, photo.uploaded, start]);

  return { photo, choose, reject, ensureUploaded };
}
