import type { MenuSnapshot } from '../catalogue/menu.ts';
import { composedPath, reviewedOnly, type TranslationFile } from './files.ts';
import type { MenuLanguage } from './languages.ts';
import type { MenuTexts } from './template.ts';
import { MenuTranslator } from './translator.ts';

type Template = Required<Omit<TranslationFile, 'composed'>> & { composed?: string[] };

/**
 * The template with every entry the restaurant has not translated filled, where the glossary
 * builds it (its grammar, or word by word), and listed under `composed` for the restaurant to
 * review (`npm run menu:translations`, issue 37). A text one glossary entry covers whole
 * ("Шопска салата"), or that stays Bulgarian, is left "" as before; an entry listed before is
 * worded again (the glossary may have learnt since). The bot ignores listed entries until the
 * restaurant removes them from the list (`reviewedOnly`), so filling changes nothing a customer
 * sees.
 */
export function markComposed(
  template: Template,
  texts: MenuTexts,
  lang: MenuLanguage,
  menu: MenuSnapshot | null,
): Template {
  const out = structuredClone(template);
  const before = new Set(template.composed ?? []);
  const translator = new MenuTranslator(lang, reviewedOnly(template), menu);
  const composed: string[] = [];
  const fill = (path: string, source: string, current: string | undefined, id?: number) => {
    if (current !== undefined && current.trim() !== '' && !before.has(path)) return current;
    const { text, kind } = translator.wording(source, id);
    if (kind !== 'composed' && kind !== 'words') return '';
    composed.push(path);
    return text;
  };
  const flat = ['categories', 'addons', 'ingredients', 'bases', 'zones', 'phrases'] as const;
  for (const group of flat)
    for (const [key, source] of Object.entries(texts[group]))
      out[group][key] = fill(`${group}.${key}`, source, out[group][key]);
  for (const group of ['products', 'combos'] as const) {
    for (const [key, source] of Object.entries(texts[group])) {
      const entry = out[group][key] ?? {};
      for (const field of ['name', 'description'] as const) {
        const text = source[field];
        const id = group === 'products' ? Number(key) : undefined;
        if (text !== undefined)
          entry[field] = fill(`${group}.${key}.${field}`, text, entry[field], id);
      }
      out[group][key] = entry;
    }
  }
  // Listed entries of texts the menu no longer has stay listed: their text is still unreviewed.
  for (const path of before)
    if (!composed.includes(path) && stillHeld(out, path)) composed.push(path);
  if (composed.length > 0) out.composed = composed;
  else delete out.composed;
  return out;
}

function stillHeld(file: Template, path: string): boolean {
  const at = composedPath(path);
  if (at === null) return false;
  const entry = (file[at.group] as Record<string, unknown>)[at.key];
  if (at.field === undefined) return typeof entry === 'string' && entry !== '';
  return typeof (entry as Record<string, string> | undefined)?.[at.field] === 'string';
}
