import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A local HTTP fake of the few Stripe endpoints this shop uses (create and retrieve a
 * PaymentIntent, refund one), for tests: the real SDK and the real adapter code run against it through the
 * SDK's host/port/protocol options. It also builds webhook payloads and signs them like Stripe.
 */
export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  created: number;
  last_payment_error: { message: string } | null;
};

export type StripeFake = {
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  /** Requests seen, for assertions (method, path, parsed form body, idempotency key). */
  requests: { method: string; path: string; form: Record<string, unknown>; idempotencyKey?: string }[];
  /** A webhook event for an intent, as Stripe would send it. */
  event(
    type: string,
    intentId: string,
    overrides?: { id?: string; created?: number; intent?: Partial<FakeIntent> },
  ): string;
  /** The Stripe-Signature header for a payload (timestamp in seconds; default now). */
  sign(payload: string, opts?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
};

/** Parses Stripe's form encoding (a[b]=c, one level deep; enough for the fields we send). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (m) out[m[1]!] = { ...(out[m[1]!] ?? {}), [m[2]!]: value };
    else out[key] = value;
  }
  return out;
}

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(12).toString('hex')}`;
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, object>();
  const requests: StripeFake['requests'] = [];

  const reply = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
    reply(res, status, { error: { type, message } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = parseForm(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return stripeError(res, 401, 'Invalid API Key provided.');
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return reply(res, 200, intents.get(known));
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50) return stripeError(res, 400, 'Amount must be at least $0.50 usd');
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: typeof form.currency === 'string' ? form.currency : '',
          description: (form.description as string) ?? null,
          metadata: (form.metadata as Record<string, string>) ?? {},
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          created: Math.floor(Date.now() / 1000),
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return reply(res, 200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return stripeError(res, 404, `No such payment_intent: '${cancel[1]}'`);
        if (intent.status === 'succeeded')
          return stripeError(res, 400, 'You cannot cancel this PaymentIntent because it has a status of succeeded.');
        intent.status = 'canceled';
        return reply(res, 200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = idempotencyKey ? `refund:${idempotencyKey}` : undefined;
        const known = key ? refunds.get(key) : undefined;
        if (known) return reply(res, 200, known);
        const intentId = typeof form.payment_intent === 'string' ? form.payment_intent : '';
        const intent = intents.get(intentId);
        if (!intent) return stripeError(res, 404, `No such payment_intent: '${intentId}'`);
        if (intent.status !== 'succeeded')
          return stripeError(
            res,
            400,
            `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          );
        const amount = form.amount === undefined ? intent.amount : Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount)
          return stripeError(
            res,
            400,
            `Refund amount ($${amount / 100}) is greater than charge amount ($${intent.amount / 100})`,
          );
        const refund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        };
        if (key) refunds.set(key, refund);
        return reply(res, 200, refund);
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const intent = intents.get(one[1]!);
        return intent ? reply(res, 200, intent) : stripeError(res, 404, `No such payment_intent: '${one[1]}'`);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    secretKey,
    webhookSecret,
    intents,
    requests,
    event(type, intentId, overrides = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`fake: no intent ${intentId}`);
      const status =
        {
          'payment_intent.succeeded': 'succeeded',
          'payment_intent.processing': 'processing',
          'payment_intent.canceled': 'canceled',
        }[type] ?? 'requires_payment_method';
      // Stripe sends 'succeeded' once the charge went through: from then on it can be refunded.
      if (status === 'succeeded') intent.status = 'succeeded';
      const object = {
        ...intent,
        status,
        ...(type === 'payment_intent.payment_failed'
          ? { last_payment_error: { message: 'Your card was declined.' } }
          : {}),
        ...overrides.intent,
      };
      return JSON.stringify({
        id: overrides.id ?? `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2025-01-01',
        created: overrides.created ?? Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
    },
    sign(payload, opts = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? webhookSecret,
        timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
