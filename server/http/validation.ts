import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { customerMessage } from '../../common/contracts/messages.js';

/** A request that broke its contract; the message is the first issue in the customer's words. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
}

/**
 * Checks params, query and body against the route's contract. Issues the contract did not word itself
 * are worded by `customerMessage` (field label + rule), so zod's own text never reaches a reply.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: customerMessage });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues[0]?.message ?? 'The request is not valid.') };
  };
