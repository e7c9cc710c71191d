type EarlyFiles = { __pawtraitEarlyFiles?: Record<string, FileList> };

/**
 * The files given to a drop zone before the SPA started, kept by the page's loader (common/first-paint.ts) under the
 * drop zone's test id; taken once. The loader stops keeping them when the SPA starts, and what nobody took within 5 s
 * is dropped (forgetEarlyFiles, src/lib/early-clicks.ts), so a drop zone shown later never receives an old choice.
 */
export function takeEarlyFiles(testId: string): FileList | undefined {
  const kept = (window as Window & EarlyFiles).__pawtraitEarlyFiles;
  const files = kept?.[testId];
  if (kept) delete kept[testId];
  return files;
}

export function forgetEarlyFiles() {
  delete (window as Window & EarlyFiles).__pawtraitEarlyFiles;
}
