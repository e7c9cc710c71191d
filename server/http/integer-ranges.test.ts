import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { createTestAppWithAdmin } from '../test/fixtures.js';

/**
 * Every number a client can send (path, query, JSON body of every route) is range-checked in its
 * schema with explicit bounds (checked here field by field), and ±2^31 and ±2^53 sent to each field
 * answer 4xx, never 5xx.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(() => t.close());

type Field = { path: (string | number)[]; schema: z.ZodNumber };
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
};

/** The number fields inside a zod schema, with where they sit. */
function numberFields(schema: z.ZodType | undefined, at: (string | number)[] = []): Field[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'number':
      return [{ path: at, schema: schema as z.ZodNumber }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => numberFields(v, [...at, k]));
    case 'array':
      return numberFields(def.element, [...at, 0]);
    case 'union':
      return (def.options ?? []).flatMap((o) => numberFields(o, at));
    case 'pipe':
      return [...numberFields(def.in, at), ...numberFields(def.out, at)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return numberFields(def.innerType, at);
    default:
      return [];
  }
}

const HUGE = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53)];

function withValue(path: (string | number)[], value: number): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [withValue(rest, value)] : { [head!]: withValue(rest, value) };
}

function routesWithNumbers() {
  return t.app.routeList.flatMap((route) => {
    const s = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
    return (['params', 'querystring', 'body'] as const).flatMap((part) =>
      numberFields(s[part]).map((f) => ({ route, part, field: f })),
    );
  });
}

describe('integers a client can send', () => {
  it('every number field of every route has explicit bounds (not just the safe-integer ones)', () => {
    const found = routesWithNumbers();
    expect(found.length).toBeGreaterThan(5);
    const unbounded = found
      .filter(
        ({ field: { schema } }) =>
          !(
            Math.abs(schema.minValue ?? Infinity) < Number.MAX_SAFE_INTEGER &&
            Math.abs(schema.maxValue ?? Infinity) < Number.MAX_SAFE_INTEGER
          ),
      )
      .map(
        ({ route, part, field }) =>
          `${route.method} ${route.url} ${part}.${field.path.join('.')}: [${field.schema.minValue}, ${field.schema.maxValue}]`,
      );
    expect(unbounded).toEqual([]);
  });

  it('±2^31 and ±2^53 in each of them answer 4xx, never 5xx', async () => {
    const failures: string[] = [];
    for (const { route, part, field } of routesWithNumbers()) {
      for (const value of HUGE) {
        let url = route.url.replace('*', 'x/y.jpg');
        let payload: unknown;
        if (part === 'params') url = url.replace(`:${field.path[0]}`, String(value));
        url = url.replace(/:[a-zA-Z]+/g, 'royal-pet');
        if (part === 'querystring') url += `?${String(field.path[0])}=${value}`;
        if (part === 'body') payload = withValue(field.path, value);
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin, origin: TEST_ORIGIN },
          payload: payload as object | undefined,
        });
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(
            `${method} ${url} ${part}.${field.path.join('.')}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the admin template order takes an integer in range and refuses one that overflows (was a 500)', async () => {
    const patch = (sortOrder: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/templates/royal-pet',
        headers: { cookie: admin, origin: TEST_ORIGIN },
        payload: { sortOrder },
      });
    expect((await patch(-2147483649)).statusCode).toBe(400);
    expect((await patch(7)).statusCode).toBe(200);
  });
});
