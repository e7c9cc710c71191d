import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { unwrittenResult } from './engine.js';

/**
 * A job's end written after the stop (pg-boss sends complete/fail unawaited) gets a stand-in result from the
 * engine's executor. pg-boss's own Manager reads it: an empty rows array made it throw an unhandled TypeError
 * ("Cannot read properties of undefined (reading 'count')"), which failed a CI run with every test passed.
 */
const require = createRequire(import.meta.url);
const Manager = require('pg-boss/src/manager') as {
  prototype: { mapCommandResponse: (ids: string[], result: unknown) => { affected: number } };
};
const plans = require('pg-boss/src/plans') as Record<'completeJobs' | 'failJobsById', (schema: string) => string>;

describe('a statement that could not run after the stop', () => {
  it("gives pg-boss a job's end that wrote nothing, which it reads without throwing", () => {
    for (const text of [plans.completeJobs('pgboss'), plans.failJobsById('pgboss')]) {
      const response = Manager.prototype.mapCommandResponse.call(null, ['a-job'], unwrittenResult(text));
      expect(response.affected).toBe(0);
    }
  });

  it('gives any other statement no rows (no job fetched, nothing counted)', () => {
    expect(unwrittenResult('select 1')).toEqual({ rows: [] });
  });
});
