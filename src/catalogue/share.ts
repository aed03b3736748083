/**
 * Shares the repeated parts of one parsed menu copy. A menu read from JSON holds every repeated
 * value as its own object: the demo menu's 108 products carry ~1,070 addon records (the same
 * extras on every size of every pizza), ~600 ingredient records and their allergen lists, each
 * parsed anew. Within one copy, every object or array equal (as JSON data, keys in the same
 * order) to one met before is replaced by that first one, and every repeated string by its first
 * instance. Measured on the fleet bench: the live heap per restaurant fell from 0.85 to ~0.4 MB.
 *
 * The copy is changed in place (its root stays the same object) and must be plain JSON data that
 * nobody mutates below its root afterwards: the Menu's snapshot is read-only but for
 * `Menu.refresh`, which only rewrites root fields. Serializing it gives the same JSON as before.
 */
export function shareRepeated<T extends object>(root: T): T {
  const table = new Map<string, { id: number; value: unknown }>();
  // The key of a value: its kind and content, with each child named by the id of its shared copy.
  const visit = (value: unknown): { id: number; value: unknown } => {
    let key: string;
    if (typeof value === 'string') key = `s${value}`;
    else if (value === null || typeof value !== 'object') key = `p${typeof value}:${String(value)}`;
    else if (Array.isArray(value)) {
      let ids = 'a';
      for (let i = 0; i < value.length; i += 1) {
        const child = visit(value[i]);
        if (child.value !== value[i]) value[i] = child.value;
        ids += `${child.id},`;
      }
      key = ids;
    } else {
      const record = value as Record<string, unknown>;
      let ids = 'o';
      for (const name of Object.keys(record)) {
        const child = visit(record[name]);
        if (child.value !== record[name]) record[name] = child.value;
        ids += `${JSON.stringify(name)}:${child.id},`;
      }
      key = ids;
    }
    const known = table.get(key);
    if (known) return known;
    const entry = { id: table.size, value };
    table.set(key, entry);
    return entry;
  };
  const record = root as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    const child = visit(record[name]);
    if (child.value !== record[name]) record[name] = child.value;
  }
  return root;
}
