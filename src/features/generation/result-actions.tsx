import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';

/** Under a finished image: frame it, download it, or see it in the library (where it already is). */
export function ResultActions({
  imageUrl,
  libraryId,
  fileName,
}: {
  imageUrl: string;
  libraryId: string;
  fileName: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <svg viewBox="0 0 20 20" className="h-4 w-4 text-emerald-600" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
        Added to your library.
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button
          onClick={() => void navigate(`/frame-customizer/${encodeURIComponent(libraryId)}`, { state: { imageUrl } })}
        >
          Frame it
        </Button>
        <a
          href={imageUrl}
          download={fileName}
          className={
            'inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm ' +
            'font-semibold text-ink ring-1 ring-stone-300 transition hover:bg-stone-50'
          }
        >
          Download
        </a>
        <ButtonLink to="/library" variant="ghost" className="ring-1 ring-transparent">
          View in Library
        </ButtonLink>
      </div>
    </div>
  );
}
