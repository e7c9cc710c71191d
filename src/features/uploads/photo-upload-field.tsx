import { Dropzone, UPLOAD_LIMIT_TEXT } from '../../components/ui/dropzone';
import type { PhotoState } from './use-photo-upload';

type Props = {
  photo: PhotoState;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  disabled?: boolean;
  testId?: string;
};

/** The pet-photo drop zone (10,000,000-byte limit enforced) with its uploading, ready and error states. */
export function PhotoUploadField({ photo, onFile, onReject, disabled, testId = 'photo-dropzone' }: Props) {
  return (
    <div>
      <div className="relative">
        <Dropzone
          onFile={onFile}
          onReject={onReject}
          enforceMaxSize
          previewUrl={photo.previewUrl}
          title="Click or drag and drop your pet's photo"
          hint={`PNG, JPG, WEBP up to ${UPLOAD_LIMIT_TEXT} · one clear photo works best`}
          disabled={disabled || photo.uploading}
          testId={testId}
        />
        {photo.uploading && (
          <div
            role="status"
            data-testid="photo-uploading"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-white/80 backdrop-blur-[2px]"
          >
            <span
              className="h-8 w-8 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-500"
              aria-hidden="true"
            />
            <span className="text-sm font-semibold text-ink">Uploading photo...</span>
          </div>
        )}
      </div>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {photo.error ? (
          <p role="alert" className="text-red-700">
            {photo.error}
          </p>
        ) : photo.uploaded ? (
          <p data-testid="photo-ready" className="flex items-center gap-1.5 font-medium text-emerald-700">
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            Photo uploaded{photo.file ? ` · ${photo.file.name}` : ''}
          </p>
        ) : photo.file && !photo.uploading ? (
          <p className="text-stone-600">{photo.file.name} · ready to upload when you generate</p>
        ) : null}
      </div>
    </div>
  );
}
