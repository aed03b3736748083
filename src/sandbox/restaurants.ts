import type { PartnerAccount } from './http/partners.ts';
import { createDemoMenu, type SandboxMenu, setVariantPrice } from './menu/index.ts';

/** One restaurant of a fleet sandbox: its own API at `/r/<id>/api/v1`, menu and credentials. */
export interface SandboxRestaurant {
  id: string;
  menu: SandboxMenu;
  partners: Record<string, PartnerAccount>;
}

/**
 * `npm run sandbox -- --restaurants N`: restaurants `r1`…`rN`, each with its own partner
 * account (`r<k>-key` / `r<k>-password-sandbox`, stored as partner `r<k>`) and its own menu:
 * the demo menu under the name "<demo name> r<k>", every priced size 0,10 € dearer per
 * restaurant after the first, so two restaurants' menus and quotes never agree by accident.
 */
export function sandboxRestaurants(count: number): SandboxRestaurant[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `r${index + 1}`;
    const menu = createDemoMenu();
    menu.availability.pickup.name = `${menu.availability.pickup.name} ${id}`;
    if (index > 0) {
      for (const product of menu.products)
        for (const variant of product.variants)
          if (variant.minor !== null)
            setVariantPrice(menu, product.id, variant.key, variant.minor + index * 10);
    }
    const account: PartnerAccount = {
      id,
      state: 'active',
      credentials: { key: `${id}-key`, password: `${id}-password-sandbox` },
      revoked: [],
      testOnly: false,
    };
    return { id, menu, partners: { [id]: account } };
  });
}
