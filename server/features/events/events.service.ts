import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import type { LiveTopic } from '../../../common/contracts/events.js';

export const EVENTS_CHANNEL = 'pawtrait_events';

/** What changed, for whom (topics and their data: common/contracts/events.ts). '*' reaches everybody. */
export type { LiveTopic };
/** The userId that reaches every signed-in admin. */
export const ADMIN_AUDIENCE = 'admins';
export type LiveEvent = { userId: string; topic: LiveTopic; data?: Record<string, unknown> };

type Executor = Pick<Db, 'execute'>;

/**
 * Publishes through Postgres NOTIFY so every server process listening on the database delivers it.
 * Called inside a transaction, the notification is sent only when that transaction commits.
 */
export async function publishEvent(db: Executor, event: LiveEvent) {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export type Subscriber = (event: LiveEvent) => void;

export type EventHub = {
  subscribe: (userId: string, fn: Subscriber) => () => void;
  size: () => number;
  stop: () => Promise<void>;
};

/** One LISTEN per process, fanned out in memory to the connections of each user. */
export async function startEventHub(
  database: Database,
  log?: { warn: (o: object, m: string) => void },
): Promise<EventHub> {
  const byUser = new Map<string, Set<Subscriber>>();
  const deliver = (userId: string, event: LiveEvent) => byUser.get(userId)?.forEach((fn) => fn(event));
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch (err) {
      log?.warn({ err }, 'ignored malformed live event');
      return;
    }
    if (event.userId === '*') for (const id of byUser.keys()) deliver(id, event);
    else deliver(event.userId, event);
  });
  return {
    subscribe(userId, fn) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    size: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    stop: unlisten,
  };
}
