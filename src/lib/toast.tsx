import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

/**
 * The shop's toasts: short messages at the top of the screen, one live region each. Written here
 * rather than taken from a library so the first load runs no CSS-in-JS (react-hot-toast's goober
 * parsed and injected its styles while the home page hydrated); the API is the subset the shop used.
 */
export type ToastOptions = { id?: string; duration?: number; icon?: ReactNode };
export type ToastHandle = { id: string; visible: boolean };
type Kind = 'blank' | 'success' | 'error' | 'custom';
type Item = {
  id: string;
  kind: Kind;
  body: ReactNode | ((t: ToastHandle) => ReactNode);
  icon?: ReactNode;
  visible: boolean;
  duration: number;
  /** How many customer inputs (taps, keys) came before it: a page change takes away what was said before the last one. */
  inputsBefore: number;
};

export const DEFAULT_TOAST_MS = 5000;
/** How long a dismissed toast fades before it leaves the page. */
const EXIT_MS = 200;

function createToastStore() {
  let items: Item[] = [];
  let counter = 0;
  let paused = false;
  let inputs = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, { handle: number; ends: number; left: number }>();

  const emit = () => listeners.forEach((l) => l());
  const set = (next: Item[]) => {
    items = next;
    emit();
  };
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer) window.clearTimeout(timer.handle);
    timers.delete(id);
  };
  const startTimer = (id: string, ms: number) => {
    clearTimer(id);
    if (paused) return void timers.set(id, { handle: 0, ends: 0, left: ms });
    timers.set(id, { handle: window.setTimeout(() => dismiss(id), ms), ends: Date.now() + ms, left: ms });
  };

  function dismiss(id?: string) {
    const gone = items.filter((t) => (id === undefined || t.id === id) && t.visible);
    if (gone.length === 0) return;
    gone.forEach((t) => clearTimer(t.id));
    set(items.map((t) => (gone.includes(t) ? { ...t, visible: false } : t)));
    // A toast shown again under the same id while it faded stays.
    window.setTimeout(() => set(items.filter((t) => t.visible || !gone.some((g) => g.id === t.id))), EXIT_MS);
  }

  function show(kind: Kind, body: Item['body'], options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++counter}`;
    const item: Item = {
      id,
      kind,
      body,
      icon: options.icon,
      visible: true,
      duration: options.duration ?? DEFAULT_TOAST_MS,
      inputsBefore: inputs,
    };
    // The same id replaces the toast in place (a step's message follows the step).
    set(items.some((t) => t.id === id) ? items.map((t) => (t.id === id ? item : t)) : [...items, item]);
    startTimer(id, item.duration);
    return id;
  }

  /** While the pointer or focus is on a toast, none of them runs out. */
  function pause(on: boolean) {
    if (on === paused) return;
    paused = on;
    for (const [id, timer] of [...timers]) {
      if (on) {
        window.clearTimeout(timer.handle);
        timers.set(id, { handle: 0, ends: 0, left: Math.max(0, timer.ends - Date.now()) });
      } else startTimer(id, timer.left);
    }
  }

  /**
   * The page changed (src/app/route-change.tsx): what was said before the customer's last tap or key
   * goes; a message shown since then explains the move and stays ('Password reset email sent.', then /login).
   */
  function leavePage() {
    items.filter((t) => t.visible && t.inputsBefore < inputs).forEach((t) => dismiss(t.id));
  }

  return {
    show,
    dismiss,
    leavePage,
    noteInput: () => void inputs++,
    pause,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    snapshot: () => items,
  };
}

const store = createToastStore();

type Show = (message: ReactNode, options?: ToastOptions) => string;
const toast = Object.assign(((message, options) => store.show('blank', message, options)) as Show, {
  success: ((message, options) => store.show('success', message, options)) as Show,
  error: ((message, options) => store.show('error', message, options)) as Show,
  /** A toast that draws itself (its own role and buttons); `visible` turns false as it leaves. */
  custom: (render: (t: ToastHandle) => ReactNode, options?: ToastOptions) => store.show('custom', render, options),
  dismiss: (id?: string) => store.dismiss(id),
  /** Called on every page change: toasts said before the customer's last tap or key are dismissed. */
  leavePage: () => store.leavePage(),
});
export default toast;

const ICONS: Record<'success' | 'error', ReactNode> = {
  success: (
    <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-emerald-600" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
        clipRule="evenodd"
      />
    </svg>
  ),
  error: (
    <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-red-600" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d={
          'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.7 7.3a1 1 0 0 0-1.4 1.4L8.6 10l-1.3 1.3a1 1 0 1 0 ' +
          '1.4 1.4l1.3-1.3 1.3 1.3a1 1 0 0 0 1.4-1.4L11.4 10l1.3-1.3a1 1 0 0 0-1.4-1.4L10 8.6 8.7 7.3Z'
        }
        clipRule="evenodd"
      />
    </svg>
  ),
};

function ToastView({ item }: { item: Item }) {
  const motion = `transition duration-200 ${item.visible ? 'translate-y-0 opacity-100' : '-translate-y-2 opacity-0'}`;
  if (typeof item.body === 'function')
    return <div className={motion}>{item.body({ id: item.id, visible: item.visible })}</div>;
  const icon = item.icon ?? (item.kind === 'success' || item.kind === 'error' ? ICONS[item.kind] : null);
  return (
    <div
      className={
        `pointer-events-auto flex max-w-[min(22rem,calc(100vw-2rem))] items-center gap-2.5 ` +
        `rounded-xl bg-white px-3.5 py-2.5 text-sm text-ink shadow-lg ring-1 ring-stone-200 ${motion}`
      }
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      <div role="status" aria-live="polite">
        {item.body}
      </div>
    </div>
  );
}

/**
 * The page's room for toasts (decision 057): while a toast shows, `--toast-band` on <html> holds the height of the band
 * they sit in, right under the fixed header. The layout adds it to the page's top padding (src/app/layout.tsx), so the
 * page moves down by the band instead of going under it, sticky columns stick below it (`top-below-bar`) and dialogs
 * start below it (`--toast-top`): a toast never covers a control. 0px when no toast shows.
 */
function useReservedBand(band: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = band.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => {
      const h = el.offsetHeight;
      root.style.setProperty('--toast-band', `${h}px`);
      root.style.setProperty('--toast-top', h ? `calc(4rem + ${h}px)` : '0px');
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--toast-band');
      root.style.removeProperty('--toast-top');
    };
  }, [band]);
}

/**
 * Where toasts appear: top centre in a band just below the fixed header (4rem), never over it (its balance, cart and
 * account stay in reach) nor over the page (the page makes room, useReservedBand), newest last. Mounted once, outside
 * the router.
 */
export function Toaster() {
  const items = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const band = useRef<HTMLDivElement>(null);
  useReservedBand(band);
  useEffect(() => () => store.pause(false), []);
  useEffect(() => {
    window.addEventListener('pointerdown', store.noteInput, true);
    window.addEventListener('keydown', store.noteInput, true);
    return () => {
      window.removeEventListener('pointerdown', store.noteInput, true);
      window.removeEventListener('keydown', store.noteInput, true);
    };
  }, []);
  return (
    <div
      ref={band}
      className={
        'fixed inset-x-0 top-16 z-[9999] flex flex-col items-center gap-2 ' +
        (items.length > 0 ? 'border-b border-stone-200/80 bg-cream/95 px-4 py-2 backdrop-blur' : '')
      }
      data-testid="toaster"
      onPointerEnter={() => store.pause(true)}
      onPointerLeave={() => store.pause(false)}
      onFocus={() => store.pause(true)}
      onBlur={() => store.pause(false)}
    >
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </div>
  );
}
