const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'Nov 24, 2026, 2:05 PM'; empty for a missing or broken time. */
export const formatWhen = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTime.format(new Date(iso)) : '');
/** 'November 24, 2026'. */
export const formatDay = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateOnly.format(new Date(iso)) : '');
