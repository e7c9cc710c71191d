import type { ReactNode } from 'react';

/** A decorative 24-unit outline icon drawn in the text colour; its paths are the children. */
export function OutlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
