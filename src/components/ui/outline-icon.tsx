import type { ReactNode } from 'react';

type Props = {
  className: string;
  strokeWidth?: string;
  /** False where a parent already hides the icon from assistive technology. */
  hidden?: boolean;
  children: ReactNode;
};

/** A decorative 24-unit outline icon drawn in the text colour; its paths are the children. */
export function OutlineIcon({ className, strokeWidth = '1.8', hidden = true, children }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden={hidden ? 'true' : undefined}
    >
      {children}
    </svg>
  );
}
