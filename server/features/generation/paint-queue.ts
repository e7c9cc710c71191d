import os from 'node:os';

/**
 * Image work is CPU-bound (sharp) or rate-limited (OpenAI): run at most `limit` at once and queue
 * the rest, so a burst of generations cannot starve the API of CPU.
 */
export function createWorkQueue(limit = Math.max(1, os.availableParallelism())) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
export type WorkQueue = ReturnType<typeof createWorkQueue>;
