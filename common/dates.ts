/**
 * The shop's one date format, on every screen and in every e-mail: 'November 24, 2026' for a day,
 * 'Nov 24, 2026, 2:05 PM' for a moment. Screens show the customer's own time zone; e-mails (written
 * on the server, which does not know it) show UTC and say so.
 */
const DAY = { month: 'long', day: 'numeric', year: 'numeric' } as const;
const MOMENT = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

const valid = (when: string | Date | null | undefined): when is string | Date =>
  when != null && !Number.isNaN(new Date(when).getTime());

/** 'Nov 24, 2026, 2:05 PM' in the browser's time zone; empty for a missing or broken time. */
export const formatWhen = (when: string | Date | null | undefined) =>
  valid(when) ? new Intl.DateTimeFormat('en-US', MOMENT).format(new Date(when)) : '';
/** 'November 24, 2026' in the browser's time zone; empty for a missing or broken time. */
export const formatDay = (when: string | Date | null | undefined) =>
  valid(when) ? new Intl.DateTimeFormat('en-US', DAY).format(new Date(when)) : '';
/** 'Nov 28, 2026, 10:28 AM UTC': a moment in an e-mail. */
export const formatWhenUtc = (when: string | Date | null | undefined) =>
  valid(when) ? `${new Intl.DateTimeFormat('en-US', { ...MOMENT, timeZone: 'UTC' }).format(new Date(when))} UTC` : '';
