import { assign } from 'xstate';
import type { Menu } from '../../catalogue/menu.ts';
import { applyDraft } from '../context-updates.ts';
import { type Ctx, type Ev, type EventOf, menuHelpers } from '../machine-setup.ts';
import type { DraftResult } from '../product-draft.ts';
import type { ConversationDeps, Draft } from '../types.ts';

/**
 * The transitions that change the draft being configured (a size, an extra, an ingredient, a
 * base, the crust, a combo slot): `change` gives the new draft of that `kind`, or the problem the
 * notice says; without a menu, or without such a draft, the notice says so and nothing changes.
 */
export function draftChanges(deps: ConversationDeps) {
  const { onDraft } = menuHelpers(deps);
  return <K extends Ev['type'], D extends Draft>(
    kind: D['kind'],
    change: (menu: Menu, draft: D, event: EventOf<K>, context: Ctx) => DraftResult<D>,
  ) => ({
    actions: assign<Ctx, Ev, undefined, Ev, never>(
      onDraft<K, D>(kind, (context, menu, draft, event) =>
        applyDraft(change(menu, draft, event, context)),
      ),
    ),
  });
}
