import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { uploadPhoto, type UploadedFile } from './upload-api';
import { CREATIVE_TOAST } from '../generation/edit-errors';

/**
 * One chosen photo: shown at once from the device, uploaded to the shop in the background.
 * `ensureUploaded()` returns the upload (waiting for it when it is still on its way).
 */
export function usePhotoUpload(onChange?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const pending = useRef<Promise<UploadedFile> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const start = useCallback((f: File) => {
    setUploaded(null);
    setUploading(true);
    const run = uploadPhoto(f);
    pending.current = run;
    run.then(
      (u) => {
        if (pending.current !== run) return;
        setUploaded(u);
        setUploading(false);
      },
      (err: Error) => {
        if (pending.current !== run) return;
        pending.current = null;
        setUploading(false);
        toast.error(err.message || 'Upload failed. Please try again.', CREATIVE_TOAST);
      },
    );
    return run;
  }, []);

  const select = useCallback(
    (f: File) => {
      setFile(f);
      setLocalUrl(URL.createObjectURL(f));
      onChangeRef.current?.();
      void start(f).catch(() => {});
    },
    [start],
  );

  /** The uploaded photo; retries once more if the background upload failed. */
  const ensureUploaded = useCallback(async (): Promise<UploadedFile> => {
    if (uploaded) return uploaded;
    if (pending.current) {
      try {
        return await pending.current;
      } catch {
        /* fall through and try again */
      }
    }
    if (!file) throw new Error('Please upload an image.');
    return start(file);
  }, [uploaded, file, start]);

  return { file, previewUrl: localUrl, uploaded, uploading, select, ensureUploaded };
}
