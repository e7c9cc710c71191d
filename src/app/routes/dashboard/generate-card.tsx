import { useId } from 'react';
import type { Template } from '../../../../common/contracts/templates';
import { Button } from '../../../components/ui/button';
import { GenerationProgress } from '../../../features/generation/generation-progress';
import { LIBRARY_HINT } from '../../../features/generation/job-progress';
import { CUSTOM_PROMPT_MAX } from './dashboard-rules';
import type { useDashboardGenerate } from './use-dashboard-generate';

type Props = {
  gen: ReturnType<typeof useDashboardGenerate>;
  selected: Template | undefined;
  onClearStyle: () => void;
  className?: string;
};

/** Step 3: the chosen style, 'Let AI improve my prompt', the optional custom prompt, the warning and 'Generate Image (1 Token)'. */
export function GenerateCard({ gen, selected, onClearStyle, className = '' }: Props) {
  const promptId = useId();
  const custom = gen.customPrompt.trim().length > 0;
  return (
    <section
      aria-labelledby="dash-generate-heading"
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-6 ${className}`}
    >
      <h2 id="dash-generate-heading" className="flex items-center gap-2.5 text-xl font-semibold">
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-500 font-sans text-sm font-semibold text-white"
          aria-hidden="true"
        >
          3
        </span>
        Generate
      </h2>

      <div
        className="mt-4 flex items-center gap-3 rounded-2xl bg-cream p-3 ring-1 ring-stone-200/80"
        data-testid="selected-style"
      >
        {selected ? (
          <>
            <img src={selected.image} alt="" className="h-14 w-11 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-stone-500">Style</p>
              <p className="truncate font-semibold text-ink">{selected.name}</p>
            </div>
            <button
              type="button"
              onClick={onClearStyle}
              disabled={gen.busy}
              className="rounded-full px-2.5 py-1 text-xs font-semibold text-stone-600 hover:bg-stone-200/60"
            >
              Clear
            </button>
          </>
        ) : (
          <p className="px-1 text-sm text-stone-600">No style selected — choose one, or describe your own below.</p>
        )}
      </div>

      <label className="mt-5 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={gen.refine}
          onChange={(e) => gen.setRefine(e.target.checked)}
          disabled={gen.busy}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-300 accent-brand-500"
        />
        <span>
          <span className="block text-sm font-semibold text-ink">Let AI improve my prompt</span>
          <span className="block text-xs text-stone-500">
            Adds detail on lighting and brushwork for a richer result.
          </span>
        </span>
      </label>

      <div className="mt-5">
        <label
          htmlFor={promptId}
          className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-stone-700"
        >
          <span>
            Custom prompt <span className="font-normal text-stone-500">(optional)</span>
          </span>
          <span className="text-xs font-normal tabular-nums text-stone-500">
            {gen.customPrompt.length}/{CUSTOM_PROMPT_MAX}
          </span>
        </label>
        <textarea
          id={promptId}
          rows={3}
          maxLength={CUSTOM_PROMPT_MAX}
          value={gen.customPrompt}
          onChange={(e) => gen.setCustomPrompt(e.target.value)}
          disabled={gen.busy}
          placeholder="e.g. My cat as a pirate captain on a stormy sea, oil painting"
          className={
            'block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base ' +
            'shadow-sm outline-none transition placeholder:text-stone-400 focus:border-brand-500 ' +
            'focus:ring-2 focus:ring-brand-100 sm:text-sm'
          }
        />
        {custom && selected && (
          <p className="mt-1.5 text-xs text-stone-500">Your prompt is used instead of the {selected.name} prompt.</p>
        )}
      </div>

      <div
        className="mt-5 flex gap-2.5 rounded-2xl bg-amber-50 p-3.5 text-sm text-amber-900 ring-1 ring-amber-200"
        role="note"
      >
        <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
          <path
            d={
              'M8.3 2.9a2 2 0 0 1 3.4 0l6.1 10.6A2 2 0 0 1 16.1 16.5H3.9a2 2 0 0 1-1.7-3l6.1-10.6ZM10 ' +
              '7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'
            }
          />
        </svg>
        <p>AI results may differ from the example images, and each generation costs 1 token.</p>
      </div>

      <div className="mt-5 space-y-3">
        <GenerationProgress job={gen.job} hint={gen.job.kind ? LIBRARY_HINT : null} />
        <Button
          className="w-full py-3.5 text-base"
          onClick={() => void gen.generate(selected)}
          disabled={gen.busy || gen.photo.uploading}
        >
          {gen.busy ? (
            <>
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
              Generating...
            </>
          ) : (
            'Generate Image (1 Token)'
          )}
        </Button>
      </div>
    </section>
  );
}
