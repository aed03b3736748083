import type { Clock } from '../../clock.ts';
import type { SandboxMenu } from '../menu/index.ts';
import type { Problem } from '../pricing.ts';
import type { OrderLedger } from './ledger.ts';
import type { PartnerAccount } from './partners.ts';
import type { Quirks } from './quirks.ts';
import type { QuoteTokens } from './quote-token.ts';
import { type Outcome, problem } from './respond.ts';

/** Everything an endpoint needs, built once per sandbox by startSandbox. */
export interface EndpointContext {
  clock: Clock;
  menu: SandboxMenu;
  ledger: OrderLedger;
  tokens: QuoteTokens;
  quoteTtlMs: number;
  /** Artificial latency inside /orders so a concurrent duplicate finds the id busy. */
  orderProcessingMs: number;
  /** `partnerId\0externalOrderId` of /orders requests being processed right now. */
  inFlight: Set<string>;
  /**
   * External ids whose next /orders request stays in processing until the test releases it
   * (`Sandbox.holdOrder`): an attempt the client gave up on that still lands later.
   */
  orderHolds: Map<string, Promise<void>>;
  /**
   * A hold for the next /orders request that reaches processing, whatever its id
   * (`Sandbox.holdNextOrder`: a bot process's ids are random): taken once, told the id it caught.
   */
  nextOrderHold: { until: Promise<void>; caught: (externalId: string) => void } | undefined;
  /** The quirks switch (see `quirks.ts`), live: the admin endpoint may flip it. */
  quirks: Quirks;
}

/** One authenticated, checked request as an endpoint sees it. */
export interface EndpointCall {
  partner: PartnerAccount;
  page: number;
  body: Record<string, unknown>;
}

/** The domain's Problem as an outcome. */
export function fromProblem(issue: Problem): Outcome {
  return problem(issue.status, issue.message);
}

/**
 * Spec "Resources": undocumented request fields must not be sent and read-only fields are
 * rejected when echoed (422), and every listed field is required here (422 when missing).
 */
export function exactFields(body: Record<string, unknown>, fields: string[]): Outcome | undefined {
  const extra = Object.keys(body).find((name) => !fields.includes(name));
  if (extra !== undefined) return problem(422, `field not accepted: ${extra}`);
  const missing = fields.find((name) => !Object.hasOwn(body, name));
  if (missing !== undefined) return problem(422, `field required: ${missing}`);
  return undefined;
}
