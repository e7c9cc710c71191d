import { describe, expect, it } from 'vitest';
import type { OrderTimeline } from '../../../common/contracts/order-life';
import { proofOpen, timelineSteps } from './order-steps';

const row = (from: string, to: string, at: string) => ({ from, to, at, actor: 'system' as const, note: null });
const proof = { open: false, deadline: null, items: [] };
const base = (state: OrderTimeline['state'], history: OrderTimeline['history'], withProof = true) => ({
  state,
  history,
  proof: withProof ? proof : null,
});
const paid = [row('pending', 'paid', 't1'), row('paid', 'awaiting_approval', 't2')];

describe('timelineSteps', () => {
  it('shows a framed print at the proof: paid done, the proof current, production to delivery ahead', () => {
    const steps = timelineSteps(base('awaiting_approval', paid));
    expect(steps.map((s) => [s.state, s.status, s.at])).toEqual([
      ['paid', 'done', 't1'],
      ['awaiting_approval', 'current', 't2'],
      ['in_production', 'upcoming', null],
      ['shipped', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('marks every step done up to delivery, with its time', () => {
    const history = [
      ...paid,
      row('awaiting_approval', 'in_production', 't3'),
      row('in_production', 'shipped', 't4'),
      row('shipped', 'delivered', 't5'),
    ];
    const steps = timelineSteps(base('delivered', history));
    expect(steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(steps.at(-1)!.at).toBe('t5');
  });

  it('item 6: after approval the proof step reads "Proof approved" and is done; a cancelled proof reads "Proof sent"', () => {
    const approved = timelineSteps(base('in_production', [...paid, row('awaiting_approval', 'in_production', 't3')]));
    expect(approved[1]).toMatchObject({ state: 'awaiting_approval', status: 'done', label: 'Proof approved' });
    // Issue 36: approved when the customer approved (t3), not when the proof was ready (t2); a sent proof keeps t2.
    expect(approved[1]!.at).toBe('t3');
    expect(approved.map((s) => s.label)).not.toContain('Awaiting your approval');
    const cancelled = timelineSteps(base('cancelled', [...paid, row('awaiting_approval', 'cancelled', 't3')]));
    expect(cancelled[1]).toMatchObject({ status: 'done', label: 'Proof sent', at: 't2' });
    expect(timelineSteps(base('awaiting_approval', paid))[1]!.label).toBe('Awaiting your approval');
  });

  it('a digital order goes from paid straight to delivered', () => {
    const steps = timelineSteps(
      base('delivered', [row('pending', 'paid', 't1'), row('paid', 'delivered', 't1')], false),
    );
    expect(steps.map((s) => [s.state, s.status])).toEqual([
      ['paid', 'done'],
      ['delivered', 'current'],
    ]);
  });

  it('a cancelled and refunded order ends there, with nothing ahead', () => {
    const history = [...paid, row('awaiting_approval', 'cancelled', 't3'), row('cancelled', 'refunded', 't4')];
    const steps = timelineSteps(base('refunded', history));
    expect(steps.map((s) => [s.state, s.status])).toEqual([
      ['paid', 'done'],
      ['awaiting_approval', 'done'],
      ['cancelled', 'done'],
      ['refunded', 'current'],
    ]);
  });

  it('a cancellation whose refund is still due shows cancelled as the current step', () => {
    const steps = timelineSteps(base('cancelled', [...paid, row('awaiting_approval', 'cancelled', 't3')]));
    expect(steps.at(-1)).toMatchObject({ state: 'cancelled', status: 'current', at: 't3' });
  });

  it('ignores note-only rows (a resent e-mail) when timing a step', () => {
    const steps = timelineSteps(
      base('awaiting_approval', [row('awaiting_approval', 'awaiting_approval', 't0'), ...paid]),
    );
    expect(steps[1]!.at).toBe('t2');
  });

  it('the proof is open only while awaiting approval and the server says so', () => {
    expect(proofOpen({ state: 'awaiting_approval', proof: { ...proof, open: true } })).toBe(true);
    expect(proofOpen({ state: 'in_production', proof: { ...proof, open: true } })).toBe(false);
    expect(proofOpen({ state: 'awaiting_approval', proof })).toBe(false);
  });
});
