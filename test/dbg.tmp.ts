import { createPastryMenu } from '../src/sandbox/menu/pastry-menu.ts';
import { demoMenu } from './support/demo-menu.ts';
import { MenuTranslations } from '../src/menu-i18n/index.ts';
import { TypedOrderNames } from '../src/telegram/menu-names.ts';
import { parseOrder } from '../src/ordering-text/index.ts';
import { committedLines, seenText } from './ordering-text/heldout-measure.ts';
const menu = demoMenu({ sandbox: createPastryMenu() });
const names = new TypedOrderNames(new MenuTranslations());
const [lang, ...texts] = process.argv.slice(2);
for (const text of texts) {
  const p = parseOrder(text, menu, { locale: lang, extraNames: names.names(menu, lang) });
  console.log(JSON.stringify(text), 'isOrder', p.isOrder, 'q', !!p.question, 'unknown', JSON.stringify(p.unknown));
  console.log('  ', seenText(committedLines(menu, p)));
  for (const l of p.lines) console.log('   line', JSON.stringify({ d: l.draft ? undefined : (l as any).candidates ?? (l as any).choice, notes: l.notes }).slice(0, 300));
}
