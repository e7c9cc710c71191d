import { useEffect, useRef } from 'react';

/** An indeterminate progress bar (Web Animations, so no global CSS); still under reduced motion. */
export function BusyBar({ className = '' }: { className?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const anim = el.animate([{ transform: 'translateX(-110%)' }, { transform: 'translateX(330%)' }], { duration: 1400, iterations: Infinity, easing: 'ease-in-out' });
    return () => anim.cancel();
  }, []);
  return (
    <div aria-hidden="true" className={`h-1.5 overflow-hidden rounded-full bg-brand-100 ${className}`}>
      <div ref={bar} className="h-full w-1/3 rounded-full bg-brand-500" />
    </div>
  );
}
