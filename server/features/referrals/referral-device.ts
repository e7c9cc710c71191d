import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie: set at every sign-in, it remembers which accounts signed in on this browser
 * (signed, at most five), so a signed-out click on one's own invite link is still one's own.
 */
export const DEVICE_COOKIE = 'pawtrait.device';
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;

const mac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`device:${value}`).digest('base64url');

/** The user ids a device cookie vouches for; [] for a missing, tampered or malformed cookie. */
export function readDeviceCookie(secret: string, raw: string | undefined | null): string[] {
  if (!raw) return [];
  const dot = raw.lastIndexOf('.');
  if (dot <= 0) return [];
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, value), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return value.split('~').filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id));
}

/** The cookie value after `userId` signed in on this device. */
export function deviceCookieValue(secret: string, previous: string | undefined | null, userId: string) {
  const ids = [userId, ...readDeviceCookie(secret, previous).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  const value = ids.join('~');
  return `${value}.${mac(secret, value)}`;
}

/** Reads one cookie from a Cookie header. */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
