import { createPastryMenu } from '../src/sandbox/menu/pastry-menu.ts';
import { createStreetMenu } from '../src/sandbox/menu/street-menu.ts';
import { measure, seenText } from './ordering-text/heldout-measure.ts';
import { HELDOUT_PASTRY } from './ordering-text/heldout-pastry.ts';
import { HELDOUT_STREET } from './ordering-text/heldout-street.ts';
import { demoMenu } from './support/demo-menu.ts';

for (const [label, sb, ph] of [
  ['pastry', createPastryMenu(), HELDOUT_PASTRY],
  ['street', createStreetMenu(), HELDOUT_STREET],
] as const) {
  const m = measure(label, demoMenu({ sandbox: sb }), ph as any);
  for (const r of m.results)
    if (Array.isArray(r.phrase.expect) && (r.outcome === 'asked' || r.outcome === 'inexact'))
      console.log(
        label,
        r.outcome,
        JSON.stringify(r.phrase.text),
        '→',
        seenText(r.seen),
        ' | want',
        r.phrase.expect
          .map(
            (l: any) =>
              `${l.qty}× ${l.product} ${l.variant ?? ''} ${(l.removed ?? []).join(',')} ${(l.addons ?? []).join(',')}`,
          )
          .join('; '),
      );
}
