/** How a payment form ended: paid (or pending the bank's answer), or refused with the text to show. */
export type PaymentOutcome = { ok: true; pending?: boolean } | { ok: false; message: string };
