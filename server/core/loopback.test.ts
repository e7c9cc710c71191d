import { describe, expect, it } from 'vitest';
import { bearerMatches, isLocalOperator, mayOperate } from './loopback.js';

const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('a local operator', () => {
  it('is a loopback peer with no forwarding header', () => {
    for (const peer of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])
      expect(isLocalOperator(from(peer, { host: 'localhost:3000', 'user-agent': 'curl/8' }))).toBe(true);
    for (const peer of ['203.0.113.9', '10.0.0.2', '::ffff:10.0.0.2', '::'])
      expect(isLocalOperator(from(peer))).toBe(false);
    expect(isLocalOperator({ socket: null, headers: {} })).toBe(false);
  });

  it('is not a request a proxy on the same host passed on, whatever header it used', () => {
    for (const header of [
      'X-Forwarded-For',
      'x-forwarded-host',
      'X-Forwarded-Proto',
      'Forwarded',
      'X-Real-IP',
      'Via',
      'True-Client-IP',
      'CF-Connecting-IP',
      'X-Client-IP',
      'X-Original-Forwarded-For',
    ])
      expect(isLocalOperator(from('127.0.0.1', { [header]: '203.0.113.9' })), header).toBe(false);
  });
});

describe('an operator token', () => {
  it('matches only the exact bearer token, and never when none is set', () => {
    expect(bearerMatches('Bearer backup-token-0123456789', 'backup-token-0123456789')).toBe(true);
    expect(bearerMatches('Bearer backup-token-012345678', 'backup-token-0123456789')).toBe(false);
    expect(bearerMatches('backup-token-0123456789', 'backup-token-0123456789')).toBe(false);
    expect(bearerMatches(undefined, undefined)).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });

  it('lets a proxied caller in with the token only', () => {
    const proxied = from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(mayOperate(proxied, 'backup-token-0123456789')).toBe(false);
    proxied.headers.authorization = 'Bearer backup-token-0123456789';
    expect(mayOperate(proxied, 'backup-token-0123456789')).toBe(true);
  });
});
