import type { z } from 'zod';
import { PartnerError } from './errors.ts';

/**
 * Checks a request part against its strict wire schema and returns the parsed value. A failure is
 * a bug of ours, not of the partner's, so it is an `invalid_request` PartnerError raised before
 * anything is sent; the request builders and the selection builders share this one check.
 */
export function strict<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new PartnerError(
    'invalid_request',
    `${what}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
    { endpoint: 'quote' },
  );
}
