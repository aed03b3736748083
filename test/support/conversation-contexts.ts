import { initialContext } from '../../src/conversation/context-updates.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';

/** A fresh Bulgarian context on a product's card with an untouched standard-size product draft. */
export function onCard(productId: number): ConversationContext {
  const context = initialContext('bg', 1);
  return {
    ...context,
    nav: { ...context.nav, productId },
    draft: {
      kind: 'product',
      productId,
      size: 'standard',
      addons: [],
      removed: [],
      base: undefined,
      crust: undefined,
      quantity: 1,
    },
  };
}
