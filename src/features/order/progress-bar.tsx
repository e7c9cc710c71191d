/** The generation progress bar (values 10, 35, 70, 80, 100 — spec §4), with what is happening now. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  if (value <= 0) return null;
  return (
    <div data-testid="generation-progress" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200/80">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="tabular-nums text-stone-500">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-2.5 h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={`h-full rounded-full bg-gradient-to-r from-brand-500 to-amber-400 transition-[width] duration-700 ease-out ${value < 100 ? 'animate-pulse' : ''}`}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

/** What the customer reads beside each progress value. */
export function progressLabel(value: number): string {
  if (value >= 100) return 'Done!';
  if (value >= 80) return 'Framing your portrait...';
  if (value >= 70) return 'Your portrait is back — finishing up...';
  if (value >= 35) return 'Painting your portrait...';
  return 'Preparing your photo...';
}
