/** File inputs of a server-rendered page that held a file before React took the page over. */
const early = new WeakSet<HTMLInputElement>();

/**
 * Called just before hydration: a file chosen while the scripts were still loading (the page is rendered on the
 * server, its input is real) fired its change event before React listened, so React never saw it.
 */
export function noteEarlyFiles() {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (input.files?.length) early.add(input);
  }
}

/** Once React's handlers are on `input`, hands them the file it held before hydration (once). */
export function replayEarlyFiles(input: HTMLInputElement | null) {
  if (!input || !early.has(input)) return;
  early.delete(input);
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
