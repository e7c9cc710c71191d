import type { EditPreview } from '../../../common/contracts/recipe';

const BASIS_NOTE: Record<EditPreview['basis'], string> = {
  recipe: 'Your pet stays exactly as painted; only these change.',
  photo: 'Painted from your photo.',
  pixels: 'Added onto this portrait as it is.',
  model: 'The image model edits the picture from your words.',
};

/**
 * What the painter understood before a token is spent: the pieces, colours and scenes it will draw
 * (or take away) and the words it did not understand, so the customer can reword or go ahead.
 */
export function EditPreviewLine({
  preview,
  pending,
  id,
}: {
  preview: EditPreview | null;
  pending: boolean;
  id?: string;
}) {
  if (!preview) return null;
  const drawn = preview.changes.map((c) => (c.action === 'remove' ? `no ${c.label}` : c.label));
  return (
    <div
      id={id}
      data-testid="edit-preview"
      aria-live="polite"
      className={`mt-3 space-y-1 rounded-xl bg-stone-50 px-3.5 py-2.5 text-sm ring-1 ring-stone-200 transition ${
        pending ? 'opacity-60' : ''
      }`}
    >
      <p data-testid="edit-understood">
        <span className="font-semibold text-ink">Will draw: </span>
        {drawn.length ? drawn.join(' · ') : <span className="text-stone-500">nothing it understands yet</span>}
      </p>
      {preview.notUnderstood.length > 0 && (
        <p data-testid="edit-not-understood" className="text-amber-800">
          <span className="font-semibold">Not understood: </span>
          {preview.notUnderstood.join(', ')}
        </p>
      )}
      <p className="text-xs text-stone-500">{BASIS_NOTE[preview.basis]}</p>
    </div>
  );
}
