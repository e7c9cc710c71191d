import { describe, expect, it } from 'vitest';
import { deskStateLabel, sentNotices } from './order-life-labels';

const row = (from: string, to: string) => ({
  at: '2026-11-24T14:00:00.000Z',
  from,
  to,
  actor: 'system' as const,
  note: null,
});

describe('the desk’s order-life labels', () => {
  it('offers to resend only the e-mails of the states the order reached', () => {
    expect(
      sentNotices([
        row('pending', 'paid'),
        row('paid', 'awaiting_approval'),
        row('awaiting_approval', 'cancelled'),
        row('cancelled', 'refunded'),
      ]),
    ).toEqual(['proof_ready', 'refunded']);
    expect(sentNotices([row('pending', 'paid'), row('paid', 'delivered')])).toEqual(['delivered']);
    expect(sentNotices([row('pending', 'paid')])).toEqual([]);
  });

  it('names every state and the attention filter; an unknown state reads as itself', () => {
    expect(deskStateLabel('awaiting_approval')).toBe('Awaiting approval');
    expect(deskStateLabel('needs_attention')).toBe('Needs attention');
    expect(deskStateLabel('refund_due')).toBe('refund_due');
  });
});
