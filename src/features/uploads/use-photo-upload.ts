import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { uploadPhoto, type UploadedFile } from './api/upload-photo';
import { hasErrorCode, isRefusal } from '../../lib/api-errors';
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
  /** The words for a failed upload (shown at the drop zone). */
  failureText?: (err: unknown) => string;
};

const EMPTY: PhotoState = { file: null, previewUrl: null, uploaded: null, uploading: false, error: null };
const FAILED = 'Upload failed. Please try another photo.';
/** The server's refusal is written for the customer (e.g. what is wrong with the file); anything else is the general words. */
const failedText = (err: unknown) => (isRefusal(err) ? err.message : FAILED);

/**
 * The one pet-photo upload of every screen that generates: the chosen file is previewed at once,
 * uploaded (at once, or when `ensureUploaded()` asks), and a failed upload is tried once more
 * when the screen needs it.
 */
export function usePhotoUpload({ uploadNow = true, onChange, failureText = failedText }: Options = {}) {
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
        // One problem, one message: said at the drop zone, no toast besides (issue 27, item 5).
        const message = hasErrorCode(err, 'PAYLOAD_TOO_LARGE') ? UPLOAD_TOO_LARGE : callbacks.current.failureText(err);
        if (latest.current === file)
          setPhoto((p) => (p.file === file ? { ...p, uploading: false, error: message } : p));
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

  // A photo chosen before the screen knew it may upload (a signed-in customer whose session was still loading on a
  // server-rendered page) is uploaded as soon as it may, not only when Generate asks.
  const waiting = photo.file && !photo.uploaded && !photo.uploading && !photo.error ? photo.file : null;
  useEffect(() => {
    if (uploadNow && waiting && inFlight.current?.file !== waiting) start(waiting).catch(() => {});
  }, [uploadNow, waiting, start]);

  /** A file the drop zone refused: said at the drop zone (a photo chosen before stays chosen). */
  const reject = useCallback((message: string) => setPhoto((p) => ({ ...p, error: message })), []);

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
