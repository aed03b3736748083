import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import {
  createRequestBudget,
  defaultCatalogueShare,
  defaultInteractiveReserve,
  type RequestBudget,
} from './budget.ts';
import { createPartnerClient, type PartnerClient, type PartnerClientOptions } from './client.ts';
import { CredentialsGate, type SharedCredentials } from './credentials.ts';
import { createTransport, type Transport } from './http.ts';

export type { RequestBudget } from './budget.ts';
export type { PartnerAlert, PartnerClient } from './client.ts';
export type { CredentialsGate, SharedCredentials } from './credentials.ts';
export { isPartnerError, PartnerError, type PartnerErrorKind } from './errors.ts';

/** The partner side of the bot: the one client and the one budget every service shares. */
export interface Partner {
  client: PartnerClient;
  budget: RequestBudget;
}

/** The spec's per-IP cap when the configuration names none (spec "Limits": 120 a minute). */
export const DEFAULT_IP_RATE_LIMIT_PER_MINUTE = 120;

/**
 * The cap the budget keeps: the lower of the partner's cap and the per-IP cap (spec "Limits":
 * "Request rate per source IP: independent cap of 120 requests per minute"). A partner cap of
 * 240 behind one address would otherwise meet the per-IP limiter's 429s (issue 20).
 */
export function partnerCap(
  settings: Pick<Config['partner'], 'rateLimitPerMinute' | 'ipRateLimitPerMinute'>,
): number {
  return Math.min(
    settings.rateLimitPerMinute,
    settings.ipRateLimitPerMinute ?? DEFAULT_IP_RATE_LIMIT_PER_MINUTE,
  );
}

/**
 * The caps of the partner budget at a cap of `limit` a minute: a fifth of the cap stays free for
 * customers' quotes and orders even when status polls and the catalogue could use all of it
 * (issue 7: submission wait p95 under 1 s); the catalogue takes at most a quarter, so a large
 * menu never starves status polls. The shared (Redis) budget uses the same caps.
 */
export function budgetCaps(limit: number, clock: Clock) {
  return {
    limit,
    clock,
    interactiveReserve: defaultInteractiveReserve(limit),
    catalogueShare: defaultCatalogueShare(limit),
  };
}

/**
 * Wires the Partner API pieces from the configuration: one keep-alive transport that trusts the
 * optional extra CA, one request budget at the partner's cap, one client. Called once by the
 * composition root (`main.ts`, the demo, tests), never at import time.
 */
export function createPartner(
  settings: Config['partner'],
  deps: {
    clock: Clock;
    random: () => number;
    logger: Logger;
    caPem?: string | undefined;
    observe?: PartnerClientOptions['observe'];
    /** The HTTPS transport; a pooled one trusting `caPem` by default (tests pass short timeouts). */
    transport?: Transport | undefined;
    /** The budget shared by several instances (Redis); an in-process one by default. */
    budget?: RequestBudget | undefined;
    /** How several instances share the credentials state (Redis); this process only by default. */
    sharedCredentials?: SharedCredentials | undefined;
  },
): Partner {
  const caPem =
    deps.caPem ??
    (settings.caFile === undefined ? undefined : readFileSync(settings.caFile, 'utf8'));
  const budget = deps.budget ?? createRequestBudget(budgetCaps(partnerCap(settings), deps.clock));
  const client = createPartnerClient({
    baseUrl: settings.baseUrl,
    legacyBaseUrl: settings.legacyBaseUrl,
    apiKey: settings.apiKey,
    apiPassword: settings.apiPassword,
    transport: deps.transport ?? createTransport({ caPem }),
    budget,
    clock: deps.clock,
    random: deps.random,
    logger: deps.logger.child({ module: 'partner' }),
    observe: deps.observe,
    credentials: new CredentialsGate({
      clock: deps.clock,
      random: deps.random,
      logger: deps.logger.child({ module: 'partner' }),
      shared: deps.sharedCredentials,
    }),
  });
  return { client, budget };
}
