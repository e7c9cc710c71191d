import { useSyncExternalStore } from 'react';

/** Whether the cart drawer is open, and which line was just added (to scroll to and highlight). */
export type DrawerState = { open: boolean; highlightId: string | null; seq: number };

let state: DrawerState = { open: false, highlightId: null, seq: 0 };
const listeners = new Set<() => void>();
const set = (next: Partial<DrawerState>) => {
  state = { ...state, ...next };
  listeners.forEach((fn) => fn());
};

export function openCartDrawer(highlightId: string | null = null) {
  set({ open: true, highlightId, seq: state.seq + 1 });
}

export function closeCartDrawer() {
  if (state.open) set({ open: false, highlightId: null });
}

export function useCartDrawer(): DrawerState {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => state,
    () => state,
  );
}
