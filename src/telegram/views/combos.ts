import { money } from './describe.ts';
import { menuMissing } from './product-list.ts';
import { openCombo } from './shared-buttons.ts';
import { screen, type View } from './view.ts';

/** The combos list. */
export const combosScreen = screen({ openCombo }, (kit): View => {
  const { menu } = kit;
  if (!menu) return menuMissing(kit);
  const buttons = menu
    .combos()
    .map((combo, index) => [
      kit.button(
        `${combo.available ? '' : '⛔ '}${combo.name} · ${money(kit, combo.minor)}`,
        'openCombo',
        index,
      ),
    ]);
  return { text: kit.tr('combos-title'), keyboard: kit.nav(...buttons) };
});
