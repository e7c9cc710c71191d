import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/upload-template', label: 'New template' },
  { to: '/template-prompt', label: 'Template prompts' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/health', label: 'Shop health' },
  { to: '/admin/settings', label: 'Storefront' },
];

/** The admin desk's page frame: a small desk navigation, the page title and an action slot. */
export function AdminPage({
  title,
  text,
  actions,
  children,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const nav = useRef<HTMLElement>(null);
  // On a phone the desk's tabs scroll sideways: the current one is brought into view (the last was cut off at 390 px).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <div className="min-h-[70vh] bg-gradient-to-b from-stone-100 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <nav ref={nav} aria-label="Admin desk" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200/80">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-full px-3 py-2 text-[13px] font-semibold transition ` +
                    `sm:px-4 sm:text-sm ${isActive ? 'bg-ink text-white' : 'text-stone-600 hover:bg-stone-100 hover:text-ink'}`
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <header className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Admin desk</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-stone-600">{text}</p>
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}

/** A white panel with a heading, used for the desk's sections. */
export function Panel({
  title,
  id,
  description,
  children,
  className = '',
}: {
  title: string;
  id: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-7 ${className}`}
    >
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
