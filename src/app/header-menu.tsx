import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

type Entry = { to: string; label: string; hint?: string };

const CREATE: Entry[] = [
  { to: '/dashboard', label: 'Create a portrait', hint: 'Upload a photo, pick a style' },
  { to: '/white-background', label: 'Portrait on white', hint: "Your pet's name on a clean background" },
  { to: '/ai-editor', label: 'AI editor', hint: 'Change anything with a sentence' },
];

/** The header's menu: the creative tools, the customer's places, and the admin desk for admins. */
export function HeaderMenu({
  signedIn,
  isAdmin,
  proofsWaiting,
}: {
  signedIn: boolean;
  isAdmin: boolean;
  proofsWaiting: number;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A new page closes the menu, unless it was opened after the address already named that page: a lazy
  // page commits after the address changes, and its arrival must not close a menu opened meanwhile.
  const [openedOn, setOpenedOn] = useState(pathname);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (open && openedOn !== pathname) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const mine: Entry[] = signedIn
    ? [
        ...(proofsWaiting > 0
          ? [
              {
                to: '/account#orders-heading',
                label: 'Approve your proof',
                hint: proofsWaiting === 1 ? 'A proof waits for you' : `${proofsWaiting} proofs wait for you`,
              },
            ]
          : []),
        { to: '/library', label: 'My library' },
        { to: '/account', label: 'My account' },
      ]
    : [{ to: '/login', label: 'Login' }];
  const item =
    'block rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-stone-100 focus-visible:bg-stone-100';
  const close = () => setOpen(false);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Menu"
        data-testid="header-menu-button"
        onClick={() => {
          setOpenedOn(window.location.pathname);
          setOpen((o) => !o);
        }}
        className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <div
          ref={panel}
          id={menuId}
          data-testid="header-menu"
          className={
            'absolute right-0 top-full z-50 mt-2 w-[min(18rem,calc(100vw-1.5rem))] rounded-2xl ' +
            'bg-white p-2 shadow-xl ring-1 ring-stone-200'
          }
        >
          <nav aria-label="Menu">
            <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-stone-500">Create</p>
            <ul>
              {CREATE.map((e) => (
                <li key={e.to}>
                  <Link to={e.to} className={item} onClick={close}>
                    {e.label}
                    {e.hint && <span className="block text-xs font-normal text-stone-500">{e.hint}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="my-2 border-t border-stone-200" />
            <ul>
              {mine.map((e) => (
                <li key={e.to}>
                  <Link to={e.to} className={`${item} ${e.hint ? 'bg-amber-50 text-amber-900' : ''}`} onClick={close}>
                    {e.label}
                    {e.hint && <span className="block text-xs font-normal">{e.hint}</span>}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/tokens" className={item} onClick={close}>
                  Get Tokens
                </Link>
              </li>
              {isAdmin && (
                <li>
                  <Link to="/admin/orders" className={item} onClick={close}>
                    Admin
                    <span className="block text-xs font-normal text-stone-500">Orders desk and styles</span>
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
