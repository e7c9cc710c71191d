import { AppError } from '../../core/errors.js';

/**
 * Free photo checks in front of the image pool (decision 041), per process: at most `slots` checks
 * in the pool at once (so paid image jobs, which share the pool, always find their turn), at most
 * `perAccount` of them one account's, and at most `maxWaiting` more of that account's waiting here;
 * past that, 429 with Retry-After. A free slot goes to the waiting accounts in turn (round-robin),
 * so one account's burst costs another customer at most about one check.
 */
/** All three at least 1. */
export type CheckLimits = { slots: number; perAccount: number; maxWaiting: number };

type Account = { running: number; waiting: (() => void)[] };

/** The default share of one account: half the image threads (at least one), so another customer finds one free. */
export const defaultChecksPerAccount = (threads: number) => Math.max(1, Math.floor(threads / 2));

/** The shop's limits for a pool of `threads` image threads (PHOTO_CHECKS_PER_ACCOUNT, PHOTO_CHECK_MAX_WAITING). */
export const checkLimitsFor = (
  threads: number,
  settings: { photoChecksPerAccount?: number; photoCheckMaxWaiting: number },
): CheckLimits => ({
  slots: threads,
  perAccount: settings.photoChecksPerAccount ?? defaultChecksPerAccount(threads),
  maxWaiting: settings.photoCheckMaxWaiting,
});

export function createCheckScheduler(limits: CheckLimits) {
  const accounts = new Map<string, Account>();
  /** Accounts with checks waiting, the next to be served first. */
  const turns: string[] = [];
  let running = 0;
  /** A moving average of how long a check holds its slot, for Retry-After. */
  let averageMs = 1000;

  const accountOf = (id: string) => {
    let account = accounts.get(id);
    if (!account) accounts.set(id, (account = { running: 0, waiting: [] }));
    return account;
  };
  const canStart = (account: Account) => running < limits.slots && account.running < limits.perAccount;

  function start(account: Account) {
    running++;
    account.running++;
  }

  function finish(id: string, account: Account, ms: number) {
    running--;
    account.running--;
    averageMs = 0.8 * averageMs + 0.2 * ms;
    if (account.running === 0 && account.waiting.length === 0) accounts.delete(id);
    dispatch();
  }

  /** Hands free slots to the waiting accounts in turn; an account served goes to the back of the line. */
  function dispatch() {
    for (let i = 0; i < turns.length && running < limits.slots;) {
      const id = turns[i]!;
      const account = accounts.get(id)!;
      if (!canStart(account)) {
        i++;
        continue;
      }
      turns.splice(i, 1);
      start(account);
      account.waiting.shift()!();
      if (account.waiting.length) turns.push(id);
      i = 0;
    }
  }

  function refusal(account: Account) {
    const seconds = Math.min(60, Math.max(1, Math.ceil(averageMs / 1000)));
    const waiting = account.waiting.length;
    const what = waiting === 1 ? 'a photo check waiting' : `${waiting} photo checks waiting`;
    const when = waiting === 1 ? 'once it has started' : 'once one of them has started';
    return new AppError(
      'RATE_LIMITED',
      `You already have ${what}. Please try again in about ${seconds} seconds, ${when}.`,
      { retryAfterSeconds: seconds },
    );
  }

  return {
    /**
     * Runs `task` when it is this account's turn; refuses at once (429) when the account already has
     * `maxWaiting` checks waiting. The slot is held until the task settles.
     */
    async run<T>(accountId: string, task: () => Promise<T>): Promise<T> {
      const account = accountOf(accountId);
      if (canStart(account) && account.waiting.length === 0) start(account);
      else {
        if (account.waiting.length >= limits.maxWaiting) throw refusal(account);
        await new Promise<void>((resolve) => {
          if (account.waiting.length === 0) turns.push(accountId);
          account.waiting.push(resolve);
        });
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        finish(accountId, account, performance.now() - started);
      }
    },
    /** Checks running and waiting, in this process. */
    load: () => ({ running, waiting: [...accounts.values()].reduce((n, a) => n + a.waiting.length, 0) }),
  };
}
export type CheckScheduler = ReturnType<typeof createCheckScheduler>;
