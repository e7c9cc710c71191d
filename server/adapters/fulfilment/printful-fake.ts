import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';

/**
 * A local HTTP fake of the Printful orders endpoints the fulfilment adapter uses (find by external
 * id, create, confirm, cancel), for tests: the real adapter runs against it. It can answer errors
 * on demand and builds webhook deliveries signed like Printful's.
 */
export type FakePrintfulOrder = {
  id: number;
  external_id: string;
  status: string;
  recipient: Record<string, unknown>;
  items: { variant_id: number; quantity: number; name: string; files: { url: string }[] }[];
};

export type PrintfulFake = {
  url: string;
  apiKey: string;
  webhookSecret: string;
  orders: Map<number, FakePrintfulOrder>;
  requests: { method: string; path: string; body: unknown }[];
  /** The next `count` API calls answer `status` (e.g. 500, 429, 400). */
  failNext(count: number, status?: number): void;
  /** A webhook body as Printful sends it. */
  webhook(
    type: string,
    externalId: string,
    extra?: { created?: number; shipment?: Record<string, unknown>; reason?: string },
  ): string;
  sign(body: string, secret?: string): string;
  close(): Promise<void>;
};

export async function startPrintfulFake(): Promise<PrintfulFake> {
  const apiKey = `pf_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = randomBytes(24).toString('hex');
  const orders = new Map<number, FakePrintfulOrder>();
  const requests: PrintfulFake['requests'] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let nextId = 1000;

  const reply = (res: http.ServerResponse, code: number, result: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        code < 300
          ? { code, result }
          : { code, result: String(result), error: { reason: 'Error', message: String(result) } },
      ),
    );
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return reply(res, 400, 'Invalid JSON');
      }
      requests.push({ method: req.method ?? '', path, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) return reply(res, 401, 'Invalid API key');
      if (failures.count > 0) {
        failures.count--;
        return reply(res, failures.status, 'Simulated failure');
      }
      const byExternal = /^\/orders\/@(.+)$/.exec(path);
      if (req.method === 'GET' && byExternal) {
        const found = [...orders.values()].find((o) => o.external_id === decodeURIComponent(byExternal[1]!));
        return found ? reply(res, 200, found) : reply(res, 404, 'Not found');
      }
      if (req.method === 'POST' && path === '/orders') {
        const externalId = typeof body.external_id === 'string' ? body.external_id : '';
        if ([...orders.values()].some((o) => o.external_id === externalId))
          return reply(res, 400, `Order with External ID ${externalId} already exists`);
        const items = body.items as FakePrintfulOrder['items'];
        if (!Array.isArray(items) || items.length === 0 || items.some((i) => !i.variant_id || !i.files?.[0]?.url))
          return reply(res, 400, 'Invalid items');
        const order: FakePrintfulOrder = {
          id: nextId++,
          external_id: externalId,
          status: 'draft',
          recipient: body.recipient as Record<string, unknown>,
          items,
        };
        orders.set(order.id, order);
        return reply(res, 200, order);
      }
      const confirm = /^\/orders\/(\d+)\/confirm$/.exec(path);
      if (req.method === 'POST' && confirm) {
        const order = orders.get(Number(confirm[1]));
        if (!order) return reply(res, 404, 'Not found');
        if (order.status !== 'draft') return reply(res, 400, 'Only draft orders can be confirmed');
        order.status = 'pending';
        return reply(res, 200, order);
      }
      const one = /^\/orders\/(\d+)$/.exec(path);
      if (req.method === 'DELETE' && one) {
        const order = orders.get(Number(one[1]));
        if (!order) return reply(res, 404, 'Not found');
        order.status = 'canceled';
        return reply(res, 200, order);
      }
      return reply(res, 404, `No route ${req.method} ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webhookSecret,
    orders,
    requests,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    webhook(type, externalId, extra = {}) {
      const order = [...orders.values()].find((o) => o.external_id === externalId);
      return JSON.stringify({
        type,
        created: extra.created ?? Math.floor(Date.now() / 1000),
        retries: 0,
        store: 1,
        data: {
          order: { id: order?.id ?? 0, external_id: externalId, status: order?.status ?? 'unknown' },
          ...(extra.shipment ? { shipment: extra.shipment } : {}),
          ...(extra.reason ? { reason: extra.reason } : {}),
        },
      });
    },
    sign: (body, secret = webhookSecret) => createHmac('sha256', secret).update(body).digest('hex'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
