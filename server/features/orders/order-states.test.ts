import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import {
  ACTORS,
  ORDER_STATES,
  assertTransition,
  canTransition,
  specStatus,
  type Actor,
  type OrderState,
} from './order-states.service.js';

/** Every allowed move, written out by hand: anything not listed must be refused. */
const ALLOWED = new Set([
  'pending>paid:system',
  'paid>awaiting_approval:system',
  'paid>delivered:system',
  'paid>cancelled:admin',
  'paid>completed:admin',
  'awaiting_approval>in_production:customer',
  'awaiting_approval>in_production:admin',
  'awaiting_approval>in_production:system',
  'awaiting_approval>cancelled:customer',
  'awaiting_approval>cancelled:admin',
  'awaiting_approval>completed:admin',
  'in_production>shipped:provider',
  'in_production>shipped:admin',
  'in_production>cancelled:admin',
  'in_production>completed:admin',
  'shipped>delivered:provider',
  'shipped>delivered:admin',
  'shipped>completed:admin',
  'delivered>completed:admin',
  'cancelled>refunded:system',
  'cancelled>refunded:admin',
]);

describe('order state machine', () => {
  const triples = ORDER_STATES.flatMap((from) =>
    ORDER_STATES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as [OrderState, OrderState, Actor])),
  );

  it.each(triples)('%s -> %s by %s', (from, to, actor) => {
    const allowed = ALLOWED.has(`${from}>${to}:${actor}`);
    expect(canTransition(from, to, actor)).toBe(allowed);
    if (allowed) expect(() => assertTransition(from, to, actor)).not.toThrow();
    else {
      let err: unknown;
      try {
        assertTransition(from, to, actor);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
    }
  });

  it('never goes back: no move leads to an earlier step of the life', () => {
    const order: OrderState[] = [
      'pending',
      'paid',
      'awaiting_approval',
      'in_production',
      'shipped',
      'delivered',
      'completed',
    ];
    for (const key of ALLOWED) {
      const [from, to] = key.split(':')[0]!.split('>') as [OrderState, OrderState];
      if (order.includes(from) && order.includes(to))
        expect(order.indexOf(to), key).toBeGreaterThan(order.indexOf(from));
    }
  });

  it('ends: completed and refunded allow nothing; an unknown state allows nothing', () => {
    for (const to of ORDER_STATES)
      for (const actor of ACTORS) {
        expect(canTransition('completed', to, actor)).toBe(false);
        expect(canTransition('refunded', to, actor)).toBe(false);
        expect(canTransition('lost', to, actor)).toBe(false);
      }
  });

  it("keeps the spec's coarse status for the existing screens", () => {
    expect(['paid', 'awaiting_approval', 'in_production', 'shipped', 'delivered'].map(specStatus)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
    expect(['pending', 'completed', 'cancelled', 'refunded'].map(specStatus)).toEqual([
      'pending',
      'completed',
      'cancelled',
      'refunded',
    ]);
  });
});
