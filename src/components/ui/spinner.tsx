export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-stone-600 ${className}`}>
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-500"
        aria-hidden="true"
      />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
