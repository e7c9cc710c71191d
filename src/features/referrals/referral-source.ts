export type ReferralSource = 'facebook' | 'instagram' | 'x' | 'unknown';

const KNOWN: ReferralSource[] = ['facebook', 'instagram', 'x'];

/**
 * Where an invite-link visitor came from: the `source` query value when it names one, else the
 * referrer, else the in-app browser's user agent; 'unknown' otherwise.
 */
export function detectReferralSource(input: {
  source?: string | null;
  referrer?: string;
  userAgent?: string;
}): ReferralSource {
  const given = (input.source ?? '').trim().toLowerCase();
  if (given === 'twitter') return 'x';
  if ((KNOWN as string[]).includes(given)) return given as ReferralSource;
  const referrer = (input.referrer ?? '').toLowerCase();
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.replace(/^www\./, '') : '';
  } catch {
    host = '';
  }
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/.test(host)) return 'facebook';
  if (/(^|\.)instagram\.com$/.test(host)) return 'instagram';
  if (/(^|\.)(x\.com|twitter\.com|t\.co)$/.test(host)) return 'x';
  const ua = input.userAgent ?? '';
  if (/Instagram/i.test(ua)) return 'instagram';
  if (/FBAN|FBAV|FB_IAB|FBIOS/.test(ua)) return 'facebook';
  if (/Twitter/i.test(ua)) return 'x';
  return 'unknown';
}
