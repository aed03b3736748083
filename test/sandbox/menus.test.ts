import { describe, expect, it } from 'vitest';
import { readCliSettings, sandboxUsage } from '../../src/sandbox/cli.ts';
import { SANDBOX_MENUS, type SandboxMenuName } from '../../src/sandbox/menus.ts';

/**
 * `npm run sandbox -- --menu <name>` reads one table (src/sandbox/menus.ts): every name in it is
 * accepted and builds its menu, the help lists each with its line, and a name not in it is
 * refused with the list.
 */

const NAMES = Object.keys(SANDBOX_MENUS) as SandboxMenuName[];

describe('the table of sandbox menus', () => {
  it('keeps every name the CLI has served, the pizzeria the default', () => {
    expect(NAMES).toEqual(
      expect.arrayContaining(['demo', 'sushi', 'cafe', 'grill', 'street', 'pastry', 'mexican']),
    );
    expect(readCliSettings([], {}).menu).toBe('demo');
  });

  it('accepts each name and builds a menu of listed products', () => {
    for (const name of NAMES) {
      expect(readCliSettings(['--menu', name], {}).menu).toBe(name);
      expect(SANDBOX_MENUS[name].create().products.some((p) => p.listed)).toBe(true);
    }
  });

  it('lists every menu with its line in --help and in the refusal of another name', () => {
    expect(readCliSettings(['--help'], {}).help).toBe(true);
    expect(readCliSettings([], {}).help).toBe(false);
    const usage = sandboxUsage();
    let refusal = '';
    try {
      readCliSettings(['--menu', 'nepal'], {});
    } catch (error) {
      refusal = error instanceof Error ? error.message : String(error);
    }
    expect(refusal).toContain('got "nepal"');
    for (const name of NAMES) {
      const line = (text: string) =>
        text.split('\n').find((l) => l.trim().startsWith(`--menu ${name} `));
      expect(line(usage)?.trim().endsWith(SANDBOX_MENUS[name].about)).toBe(true);
      expect(line(refusal)?.trim().endsWith(SANDBOX_MENUS[name].about)).toBe(true);
      expect(refusal).toContain(`"${name}"`);
    }
  });
});
