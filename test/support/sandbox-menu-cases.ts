import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { ManualClock } from '../../src/clock.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { readCliSettings, startSandboxCli } from '../../src/sandbox/cli.ts';
import type { SandboxMenuName } from '../../src/sandbox/menus.ts';
import { OPEN_MONDAY_NOON } from './partner-harness.ts';
import { ingredientId, type SyncedClient } from './synced-menu.ts';

/**
 * The cases every row menu's test file (test/sandbox/*-menu.test.ts) shares: `--menu <name>`
 * chooses it and no other word does, `npm run sandbox -- --menu <name>` serves exactly its rows,
 * and /quote refuses to take out an ingredient the kitchen cannot leave out.
 */

/**
 * Declares, inside the menu's describe, the two CLI cases: `--menu name` is read and `notAName`
 * is refused naming it; the CLI's sandbox serves the products of `ids`, in that order.
 */
export function itIsTheSandboxMenu(
  name: SandboxMenuName,
  ids: readonly number[],
  notAName: string,
) {
  it(`is chosen with --menu ${name}`, () => {
    expect(readCliSettings(['--menu', name], {}).menu).toBe(name);
    expect(() => readCliSettings(['--menu', notAName], {})).toThrow(`"${name}"`);
  });

  it(`is what \`npm run sandbox -- --menu ${name}\` serves`, async () => {
    const running = await startSandboxCli(
      {
        SANDBOX_DATA_DIR: mkdtempSync(join(tmpdir(), `sandbox-${name}-`)),
        SANDBOX_PORT: '0',
        SANDBOX_HTTP_PORT: '0',
        SANDBOX_ADMIN_PORT: '0',
      },
      ['--menu', name, '--clock', 'noon'],
      new ManualClock(OPEN_MONDAY_NOON),
    );
    try {
      expect(running.sandbox.menu.products.map((p) => p.id)).toEqual(ids);
    } finally {
      await running.close();
    }
  });
}

/**
 * Asks /quote for one standard `productId` without its ingredient `ingredient` (removable 0) and
 * expects the spec's refusal, 422 unprocessable.
 */
export async function expectRemovalRefused(
  menu: Menu,
  client: SyncedClient,
  productId: number,
  ingredient: string,
): Promise<void> {
  const error = await client
    .quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId,
              size: 'standard',
              removed: [ingredientId(menu, productId, ingredient)],
            }),
            1,
          ),
        ],
        pickupChoice(),
      ),
    )
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
  expect(error).toMatchObject({ kind: 'unprocessable', status: 422 });
}
