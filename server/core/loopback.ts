import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read the operator's endpoints (GET /ops/backup, GET /metrics): an operator on this machine,
 * or a caller with the endpoint's own bearer token.
 */
type Request = {
  socket: { remoteAddress?: string } | null;
  headers: Record<string, string | string[] | undefined>;
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Headers a proxy adds when it passes a request on. A reverse proxy on the same host connects from
 * loopback, so a request carrying any of them may come from anywhere, whatever TRUST_PROXY says.
 */
const FORWARDING = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

export function hasForwardingHeader(headers: Request['headers']) {
  return Object.keys(headers).some((name) => {
    const lower = name.toLowerCase();
    return lower.startsWith('x-forwarded-') || lower.startsWith('x-original-') || FORWARDING.includes(lower);
  });
}

/**
 * An operator on this machine: the socket's peer is a loopback address (the socket's, never the
 * client address TRUST_PROXY derives) and no forwarding header arrived.
 */
export function isLocalOperator(request: Request) {
  const peer = request.socket?.remoteAddress;
  return !!peer && LOOPBACK.test(peer) && !hasForwardingHeader(request.headers);
}

/** `Authorization: Bearer <token>`, compared in constant time; never true when no token is set. */
export function bearerMatches(authorization: string | string[] | undefined, token: string | undefined) {
  if (!token) return false;
  const given = Buffer.from(String(authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The access rule of an operator's endpoint: a local operator, or the endpoint's own token. */
export function mayOperate(request: Request, token: string | undefined) {
  return isLocalOperator(request) || bearerMatches(request.headers.authorization, token);
}
