import { useEffect, useRef } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { UNSUPPORTED_FILE_TYPE, UPLOAD_MAX_BYTES } from '../../../common/catalog';
import { takeEarlyFiles } from '../../lib/early-files';
import { isImageFile, NOT_AN_IMAGE } from './image-sniff';

export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/** The size limit in the words and unit of the drop zone's hint ('up to 10MB'). */
export const UPLOAD_LIMIT_TEXT = `${UPLOAD_MAX_BYTES / 1_000_000}MB`;
export const UPLOAD_TOO_LARGE = `File is larger than ${UPLOAD_LIMIT_TEXT}`;

type Props = {
  onFile: (file: File) => void;
  onReject?: (message: string) => void;
  /** The upload screen enforces 10,000,000 bytes; the editor and portrait pages state 10MB only (docs/spec/shop.md §5). */
  enforceMaxSize?: boolean;
  previewUrl?: string | null;
  title?: string;
  hint?: string;
  replaceText?: string;
  disabled?: boolean;
  testId?: string;
};

/**
 * One image by drag-and-drop or click, with the spec's drop messages ('File type must be ...', 'Too many files');
 * a file whose bytes are not a picture (a renamed '.txt') is refused like a wrong type, never taken as a photo.
 */
export function Dropzone({
  onFile,
  onReject,
  enforceMaxSize,
  previewUrl,
  title = 'Click or drag and drop an image here',
  hint = `PNG, JPG, WEBP up to ${UPLOAD_LIMIT_TEXT}`,
  replaceText = 'Click or drag to replace image',
  disabled,
  testId = 'dropzone',
}: Props) {
  // The file last handed on: the same File twice is one choice (see the effect below).
  const last = useRef<File | null>(null);
  const isNew = (file: File | undefined) => {
    if (!file || file === last.current) return false;
    last.current = file;
    return true;
  };
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: enforceMaxSize ? UPLOAD_MAX_BYTES : undefined,
    disabled,
    onDropAccepted: (files) => {
      const file = files[0];
      if (file && isNew(file)) void isImageFile(file).then((ok) => (ok ? onFile(file) : onReject?.(NOT_AN_IMAGE)));
    },
    onDropRejected: (rejections: FileRejection[]) => {
      if (!isNew(rejections[0]?.file)) return;
      const first = rejections[0]?.errors[0];
      // The size in the hint's number and unit, the formats by their names (react-dropzone's own words count
      // bytes and list MIME types and extensions: 'File type must be image/jpeg,.jpeg,.jpg,...').
      const message =
        first?.code === 'file-too-large'
          ? UPLOAD_TOO_LARGE
          : first?.code === 'file-invalid-type'
            ? UNSUPPORTED_FILE_TYPE
            : (first?.message ?? 'This file cannot be used.');
      onReject?.(message);
    },
  });
  // A page rendered on the server (the order page) can be given a file before React listens, or while it is still
  // hydrating, and React drops that change. Whatever the input holds when the drop zone mounts is handed on once; had
  // React seen the change too, the same File arrives twice and counts once. An input React replaced (a page rendered
  // afresh) is empty: the file given to the one it replaced was kept by the page's loader.
  useEffect(() => {
    const input = inputRef.current;
    const early = takeEarlyFiles(testId);
    if (!input) return;
    if (!input.files?.length && early?.length) input.files = early;
    if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [inputRef, testId]);
  return (
    <div
      data-testid={testId}
      {...getRootProps({
        className:
          `group relative flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 ` +
          `overflow-hidden rounded-2xl border-2 border-dashed p-6 text-center transition ` +
          `focus-visible:outline-none focus-visible:ring-4 ` +
          `focus-visible:ring-brand-200 ${
            isDragActive
              ? 'border-brand-500 bg-brand-50'
              : 'border-stone-300 bg-white hover:border-brand-400 hover:bg-brand-50/40'
          } ${disabled ? 'pointer-events-none opacity-60' : ''}`,
      })}
    >
      <input aria-label={title} {...getInputProps()} />
      {previewUrl ? (
        <>
          <img src={previewUrl} alt="Your upload" className="max-h-64 rounded-xl object-contain" />
          <p className="text-sm font-medium text-stone-600">{replaceText}</p>
        </>
      ) : (
        <>
          <svg
            viewBox="0 0 24 24"
            className="h-10 w-10 text-brand-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <path d="M12 16V4m0 0-4 4m4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" />
          </svg>
          <p className="font-semibold text-ink">{title}</p>
          <p className="text-sm text-stone-500">{hint}</p>
        </>
      )}
    </div>
  );
}
