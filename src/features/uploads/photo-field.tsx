import { useState } from 'react';
import { Dropzone } from '../../components/ui/dropzone';
import type { UploadedFile } from './api/upload-photo';

type Props = {
  label: string;
  previewUrl: string | null;
  uploaded: UploadedFile | null;
  uploading: boolean;
  disabled?: boolean;
  error?: string;
  onFile: (file: File) => void;
  testId?: string;
};

/**
 * The photo drop zone of the editor and portrait pages: states 10MB but checks no size (docs/spec/shop.md §5),
 * shows the upload's progress, and links to the uploaded file once it is stored. A refused file is
 * said once, under the drop zone (no toast besides).
 */
export function PhotoField({ label, previewUrl, uploaded, uploading, disabled, error: given, onFile, testId }: Props) {
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? given;
  const take = (file: File) => {
    setRefused(null);
    onFile(file);
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className={error ? 'rounded-2xl ring-2 ring-red-400 ring-offset-2' : ''}>
        <Dropzone onFile={take} onReject={setRefused} previewUrl={previewUrl} disabled={disabled} testId={testId} />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <UploadStatus uploading={uploading} uploaded={uploaded} />
    </fieldset>
  );
}

function UploadStatus({ uploading, uploaded }: { uploading: boolean; uploaded: UploadedFile | null }) {
  if (!uploading && !uploaded) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
      {uploading && (
        <span role="status" className="inline-flex items-center gap-2 text-stone-600">
          <span
            className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-500"
            aria-hidden="true"
          />
          Uploading your photo...
        </span>
      )}
      {uploaded && !uploading && (
        <>
          <span className="inline-flex items-center gap-1.5 text-emerald-700">
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            Photo uploaded
          </span>
          <a
            href={uploaded.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            View Uploaded Image
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
              <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
              <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
            </svg>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </>
      )}
    </div>
  );
}
