import { z } from 'zod';
import { NumericInt } from './primitives.ts';

/**
 * Success envelope: the payload is under `meta.data`; `links` and `jsonapi` may accompany it
 * (their contents are not specified, so they are accepted and ignored).
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  // One envelope per resource schema: every Partner API answer is parsed with it, and building
  // a zod object (and its generated fast path) per answer cost more than checking the envelope.
  const known = envelopes.get(data);
  if (known) return known as ReturnType<typeof buildEnvelope<T>>;
  const envelope = buildEnvelope(data);
  envelopes.set(data, envelope);
  return envelope;
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function buildEnvelope<T extends z.ZodType>(data: T) {
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
