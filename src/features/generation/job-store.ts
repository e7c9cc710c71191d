import type { JobKind } from '../../../common/contracts/jobs';

/** A job a screen started, remembered for this tab so a reload or a return picks it up again. */
export type RememberedJob<Ctx = unknown> = { jobId: string; kind: JobKind; ctx: Ctx; savedAt: number };

const PREFIX = 'pawtrait.job.';
/** Older than this, a remembered job is forgotten (its result is in the library anyway). */
export const REMEMBER_MS = 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberJob<Ctx>(screen: string, job: Omit<RememberedJob<Ctx>, 'savedAt'>, now = Date.now()) {
  try {
    storage()?.setItem(PREFIX + screen, JSON.stringify({ ...job, savedAt: now }));
  } catch {
    /* full or blocked: the job still runs, it just cannot be picked up after a reload */
  }
}

export function forgetJob(screen: string) {
  storage()?.removeItem(PREFIX + screen);
}

function parse<Ctx>(raw: string | null): RememberedJob<Ctx> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as RememberedJob<Ctx>;
    return typeof v?.jobId === 'string' && v.jobId && typeof v.kind === 'string' && typeof v.savedAt === 'number'
      ? v
      : null;
  } catch {
    return null;
  }
}

/** The job this screen remembers, if it is recent enough. */
export function recallJob<Ctx>(screen: string, now = Date.now()): RememberedJob<Ctx> | null {
  const job = parse<Ctx>(storage()?.getItem(PREFIX + screen) ?? null);
  if (job && now - job.savedAt > REMEMBER_MS) {
    forgetJob(screen);
    return null;
  }
  return job;
}

/** Every remembered screen whose name starts with `prefix` (e.g. the library's edit dialogs). */
export function recallScreens(prefix: string, now = Date.now()): string[] {
  const s = storage();
  if (!s) return [];
  const screens: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX + prefix)) screens.push(key.slice(PREFIX.length));
  }
  return screens.filter((screen) => recallJob(screen, now) !== null);
}
