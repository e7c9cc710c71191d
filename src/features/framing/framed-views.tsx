import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { viewName } from './mockup-carousel';

/** The composed preview: the framed print large, with the wall and close-up views as thumbnails. */
export function FramedViews({
  views,
  busy,
  artworkUrl,
}: {
  views: string[] | null;
  busy: boolean;
  artworkUrl: string | null;
}) {
  const [index, setIndex] = useState(0);
  const key = views?.join('|') ?? '';
  // New views start at the first (state adjusted while rendering, not in an effect).
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIndex(0);
  }
  const main = views?.[index] ?? views?.[0];

  return (
    <div className="space-y-3" data-testid="framed-views">
      <div className="relative overflow-hidden rounded-3xl bg-[#e6e2db] shadow-lg ring-1 ring-stone-200/80">
        {main ? (
          <div className="relative aspect-square w-full">
            <img
              src={main}
              alt=""
              aria-hidden="true"
              className="absolute inset-0 h-full w-full scale-110 object-cover opacity-80 blur-2xl"
            />
            <img
              src={main}
              alt={`Your portrait in a black frame: ${viewName(index, views!.length).toLowerCase()}`}
              className="relative h-full w-full object-contain"
              data-testid="composed-preview"
            />
          </div>
        ) : (
          <div className="flex aspect-square w-full flex-col items-center justify-center gap-4 p-8 text-center">
            {artworkUrl && (
              <img
                src={artworkUrl}
                alt="Your artwork"
                className="max-h-[55%] rounded-sm object-contain opacity-90 shadow-md"
              />
            )}
            <p className="max-w-xs text-sm text-stone-600">Choose a size to see your artwork in a black frame.</p>
          </div>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60 backdrop-blur-[2px]">
            <Spinner
              label="Framing your artwork..."
              className="flex-col rounded-2xl bg-white/90 px-6 py-4 font-medium shadow"
            />
          </div>
        )}
      </div>
      {views && views.length > 1 && (
        <ul className="flex gap-2" aria-label="Framed views">
          {views.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Show ${viewName(i, views.length).toLowerCase()}`}
                className={
                  `block h-20 w-20 overflow-hidden rounded-xl bg-[#e6e2db] ring-2 transition ` +
                  `focus-visible:outline focus-visible:outline-[3px] ` +
                  `focus-visible:outline-brand-500 ${i === index ? 'ring-brand-500' : 'ring-transparent hover:ring-stone-300'}`
                }
              >
                <img src={src} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
