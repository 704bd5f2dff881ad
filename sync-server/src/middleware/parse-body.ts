import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors';

/** Validates the JSON body with a shared schema; a missing or non-JSON body is a clear 400. */
export function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S): z.output<S> {
  if (ctx.request.length && !ctx.is('json')) throw new UnsupportedMediaTypeError();
  const body: unknown = ctx.request.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError(
      'Request body must be a JSON object (Content-Type: application/json)',
      'invalid-json',
    );
  }
  return schema.parse(body);
}
