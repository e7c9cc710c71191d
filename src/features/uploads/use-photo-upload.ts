import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import { uploadPhoto, type UploadedFile } from './upload-api';
import { hasErrorCode } from '../../lib/api-errors';
import { UPLOAD_TOO_LARGE } from '../../components/ui/dropzone';

export type PhotoState = {
  file: File | null;
  /** A local preview of the chosen file, shown at once (before the upload finishes). */
  previewUrl: string | null;
  uploaded: UploadedFile | null;
  uploading: boolean;
  error: string | null;
};

type Options = {
  /** Upload as soon as a photo is chosen (default); otherwise `ensureUploaded()` uploads it when needed. */
  uploadNow?: boolean;
  /** A new photo was chosen (the screen clears its previous result). */
  onChange?: () => void;
  /** The toast for a failed upload. */
  failureText?: (err: unknown) => string;
};

const EMPTY: PhotoState = { file: null, previewUrl: null, uploaded: null, uploading: false, error: null };
const FAILED = 'Upload failed. Please try another photo.';
/** Toasts on the creative screens stay 6 seconds (spec §9). */
const TOAST = { id: 'upload-failed', duration: 6000 };

/**
 * The one pet-photo upload of every screen that generates: the chosen file is previewed at once,
 * uploaded (at once, or when `ensureUploaded()` asks), and a failed upload is tried once more
 * when the screen needs it.
 */
export function usePhotoUpload({ uploadNow = true, onChange, failureText = () => FAILED }: Options = {}) {
  const [photo, setPhoto] = useState<PhotoState>(EMPTY);
  const inFlight = useRef<{ file: File; promise: Promise<UploadedFile> } | null>(null);
  const latest = useRef<File | null>(null);
  const callbacks = useRef({ onChange, failureText });
  useLayoutEffect(() => {
    callbacks.current = { onChange, failureText };
  });

  useEffect(() => () => void (photo.previewUrl && URL.revokeObjectURL(photo.previewUrl)), [photo.previewUrl]);

  const start = useCallback((file: File) => {
    if (inFlight.current?.file === file) return inFlight.current.promise;
    setPhoto((p) => (p.file === file ? { ...p, uploaded: null, uploading: true, error: null } : p));
    const promise = uploadPhoto(file).then(
      (uploaded) => {
        if (latest.current === file) setPhoto((p) => (p.file === file ? { ...p, uploaded, uploading: false } : p));
        return uploaded;
      },
      (err: unknown) => {
        if (inFlight.current?.file === file) inFlight.current = null;
        // Too large: the same number and unit as the drop zone's hint, whatever the server's words.
        const tooLarge = hasErrorCode(err, 'PAYLOAD_TOO_LARGE');
        const message = tooLarge ? UPLOAD_TOO_LARGE : err instanceof Error ? err.message : 'Upload failed';
        if (latest.current === file) {
          setPhoto((p) => (p.file === file ? { ...p, uploading: false, error: message } : p));
          toast.error(tooLarge ? UPLOAD_TOO_LARGE : callbacks.current.failureText(err), TOAST);
        }
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
      callbacks.current.onChange?.();
      if (uploadNow) start(file).catch(() => {});
    },
    [start, uploadNow],
  );

  const reject = useCallback((message: string) => {
    setPhoto((p) => ({ ...p, error: message }));
    toast.error(message, { id: 'upload-rejected', duration: TOAST.duration });
  }, []);

  /** The uploaded photo: waits for an upload on its way, uploads (again) when needed; throws when it fails. */
  const ensureUploaded = useCallback(async (): Promise<UploadedFile> => {
    if (photo.uploaded) return photo.uploaded;
    if (!photo.file) throw new Error('Please upload an image.');
    const pending = inFlight.current?.file === photo.file ? inFlight.current.promise : null;
    if (pending) {
      try {
        return await pending;
      } catch {
        /* try once more below */
      }
    }
    return start(photo.file);
  }, [photo.file, photo.uploaded, start]);

  return { photo, choose, reject, ensureUploaded };
}
