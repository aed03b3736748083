/** The five operations of the interface (spec "Endpoints"). */
export type Endpoint = 'catalogue' | 'availability' | 'quote' | 'orders' | 'orderstatus';

/** Which base address a request came through: both serve the same v1 interface. */
export type BaseName = 'primary' | 'legacy';

/** A request that matched an operation. */
export interface Route {
  base: BaseName;
  endpoint: Endpoint;
  method: 'GET' | 'POST';
}

/** Path prefixes of the two base addresses (spec "Versioning": the legacy one stays supported). */
export const BASE_PATHS: Record<BaseName, string> = {
  primary: '/api/v1',
  legacy: '/legacy/partner/v1',
};

const METHODS: Record<Endpoint, 'GET' | 'POST'> = {
  catalogue: 'GET',
  availability: 'GET',
  quote: 'POST',
  orders: 'POST',
  orderstatus: 'POST',
};

function isEndpoint(name: string): name is Endpoint {
  return Object.hasOwn(METHODS, name);
}

/**
 * Matches a method and path to an operation; undefined means 404 (unknown route). A known path
 * with the wrong method is also unknown: the spec lists no 405.
 */
export function resolveRoute(method: string | undefined, pathname: string): Route | undefined {
  for (const [base, prefix] of Object.entries(BASE_PATHS) as [BaseName, string][]) {
    if (!pathname.startsWith(`${prefix}/`)) continue;
    const name = pathname.slice(prefix.length + 1);
    if (!isEndpoint(name) || METHODS[name] !== method) return undefined;
    return { base, endpoint: name, method: METHODS[name] };
  }
  return undefined;
}
