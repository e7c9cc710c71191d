import type { ReactNode } from 'react';

/** A titled white card (the account page's sections). */
export function SectionCard({
  id,
  title,
  action,
  children,
  testId,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-7"
      data-testid={testId}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
