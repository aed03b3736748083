import { createBbqMenu } from './menu/bbq-menu.ts';
import { createCafeMenu } from './menu/cafe-menu.ts';
import { createChineseMenu } from './menu/chinese-menu.ts';
import { createFrenchMenu } from './menu/french-menu.ts';
import { createGeorgianMenu } from './menu/georgian-menu.ts';
import { createGreekMenu } from './menu/greek-menu.ts';
import { createGrillMenu } from './menu/grill-menu.ts';
import { createDemoMenu, type SandboxMenu } from './menu/index.ts';
import { createIndianMenu } from './menu/indian-menu.ts';
import { createItalianMenu } from './menu/italian-menu.ts';
import { createKoreanMenu } from './menu/korean-menu.ts';
import { createLebaneseMenu } from './menu/lebanese-menu.ts';
import { createMexicanMenu } from './menu/mexican-menu.ts';
import { createPastryMenu } from './menu/pastry-menu.ts';
import { createRamenMenu } from './menu/ramen-menu.ts';
import { createStreetMenu } from './menu/street-menu.ts';
import { createSushiMenu } from './menu/sushi-menu.ts';
import { createTapasMenu } from './menu/tapas-menu.ts';
import { createThaiMenu } from './menu/thai-menu.ts';
import { createTurkishMenu } from './menu/turkish-menu.ts';
import { createUkrainianMenu } from './menu/ukrainian-menu.ts';
import { createVeganMenu } from './menu/vegan-menu.ts';
import { createVietnameseMenu } from './menu/vietnamese-menu.ts';

/** One restaurant `npm run sandbox -- --menu <name>` can serve. */
export interface SandboxMenuEntry {
  /** A fresh copy of the menu. */
  create: () => SandboxMenu;
  /** One line for the CLI's help. */
  about: string;
}

/**
 * Every sandbox menu by its `--menu` name, the first the default: the CLI's check, its help text
 * and its type all read this table, so another menu is one line here.
 */
export const SANDBOX_MENUS = {
  demo: { create: createDemoMenu, about: 'the Bulgarian pizzeria with combos (menu/index.ts)' },
  sushi: { create: createSushiMenu, about: 'a sushi-and-wok place (menu/sushi-menu.ts)' },
  cafe: { create: createCafeMenu, about: 'a specialty café (menu/cafe-menu.ts)' },
  grill: {
    create: createGrillMenu,
    about: 'a Bulgarian mehana with a bakery (menu/grill-menu.ts)',
  },
  street: {
    create: createStreetMenu,
    about: 'burgers and döner, a bakery counter (menu/street-menu.ts)',
  },
  pastry: { create: createPastryMenu, about: 'a pastry shop with ice cream (menu/pastry-menu.ts)' },
  mexican: {
    create: createMexicanMenu,
    about: 'a Mexican and Tex-Mex restaurant (menu/mexican-menu.ts)',
  },
  indian: { create: createIndianMenu, about: 'an Indian restaurant (menu/indian-menu.ts)' },
  greek: { create: createGreekMenu, about: 'a Greek taverna with fish (menu/greek-menu.ts)' },
  georgian: { create: createGeorgianMenu, about: 'a Georgian restaurant (menu/georgian-menu.ts)' },
  chinese: { create: createChineseMenu, about: 'a Chinese restaurant (menu/chinese-menu.ts)' },
  thai: { create: createThaiMenu, about: 'a Thai restaurant (menu/thai-menu.ts)' },
  lebanese: {
    create: createLebaneseMenu,
    about: 'a Lebanese restaurant with mezze and shawarma (menu/lebanese-menu.ts)',
  },
  italian: { create: createItalianMenu, about: 'an Italian trattoria (menu/italian-menu.ts)' },
  korean: { create: createKoreanMenu, about: 'a Korean restaurant (menu/korean-menu.ts)' },
  vietnamese: {
    create: createVietnameseMenu,
    about: 'a Vietnamese restaurant with pho and banh mi (menu/vietnamese-menu.ts)',
  },
  tapas: { create: createTapasMenu, about: 'a Spanish tapas bar with paella (menu/tapas-menu.ts)' },
  turkish: {
    create: createTurkishMenu,
    about: 'a Turkish restaurant with kebabs and pide (menu/turkish-menu.ts)',
  },
  ukrainian: {
    create: createUkrainianMenu,
    about: 'a Ukrainian restaurant with borscht and pelmeni (menu/ukrainian-menu.ts)',
  },
  french: { create: createFrenchMenu, about: 'a French bistro and crêperie (menu/french-menu.ts)' },
  ramen: {
    create: createRamenMenu,
    about: 'a Japanese ramen bar and izakaya (menu/ramen-menu.ts)',
  },
  bbq: { create: createBbqMenu, about: 'an American BBQ smokehouse (menu/bbq-menu.ts)' },
  vegan: { create: createVeganMenu, about: 'a vegan bistro and juice bar (menu/vegan-menu.ts)' },
} as const satisfies Record<string, SandboxMenuEntry>;

/** A `--menu` name. */
export type SandboxMenuName = keyof typeof SANDBOX_MENUS;

/** Whether `name` is a `--menu` name. */
export function isSandboxMenuName(name: string): name is SandboxMenuName {
  return Object.hasOwn(SANDBOX_MENUS, name);
}

/** The `--menu` lines of the CLI's help: each name with its one-line description. */
export function sandboxMenuHelp(): string[] {
  const names = Object.keys(SANDBOX_MENUS) as SandboxMenuName[];
  const width = Math.max(...names.map((name) => name.length));
  return names.map((name) => `  --menu ${name.padEnd(width)}  ${SANDBOX_MENUS[name].about}`);
}
