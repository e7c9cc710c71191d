import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

type Props = {
  open: boolean;
  setOpen: (open: boolean) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/** "Add another pet": a button, or — once chosen — the second pet's fields with a way to remove them. */
export function SecondPetSection({ open, setOpen, disabled, className = '', children }: Props) {
  if (!open)
    return (
      <Button variant="secondary" className={className} onClick={() => setOpen(true)} disabled={disabled}>
        <span aria-hidden="true">+</span> Add another pet
      </Button>
    );
  return (
    <section
      aria-label="Your second pet"
      className={`space-y-4 border-t border-stone-200 pt-5 ${className}`}
      data-testid="second-pet"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">Your second pet</p>
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpen(false)} disabled={disabled}>
          Remove second pet
        </Button>
      </div>
      {children}
    </section>
  );
}
