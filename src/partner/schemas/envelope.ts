import { z } from 'zod';
import { NumericInt } from './primitives.ts';

/**
 * Success envelope: the payload is under `meta.data`; `links` and `jsonapi` may accompany it
 * (their contents are not specified, so they are accepted and ignored).
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    meta: z.object({ data }),
    links: z.unknown().optional(),
    jsonapi: z.unknown().optional(),
  });
}

/**
 * The service's own error envelope, `meta.error` with status and message. Gateways may answer
 * with anything else, so this is only ever tried, never assumed (spec "Errors").
 */
export const ErrorEnvelope = z.object({
  meta: z.object({
    error: z.object({
      status: NumericInt,
      message: z.string(),
    }),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
