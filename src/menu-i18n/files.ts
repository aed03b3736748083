import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isMenuLanguage, MENU_LANGUAGES, type MenuLanguage } from './languages.ts';

const Text = z.string();
const IdKey = z.string().regex(/^\d+$/, 'an id must be digits');
const CodeKey = z.string().min(1);
const NameAndDescription = z.strictObject({
  name: Text.optional(),
  description: Text.optional(),
});

/**
 * One `<dir>/<lang>.json` of MENU_TRANSLATIONS (docs/menu-translations.md): the translation of
 * the restaurant's texts by id or code, and of texts without an id (size labels, the pickup
 * address, status labels, notices, warnings) by their exact wording in `phrases`. Every key is
 * optional; an empty string means "not translated yet" (what the template writes). Outside
 * tools write these files, so the shape is fixed and an unknown key is refused, not ignored.
 */
export const TranslationFile = z.strictObject({
  categories: z.record(IdKey, Text).optional(),
  products: z.record(IdKey, NameAndDescription).optional(),
  combos: z.record(CodeKey, NameAndDescription).optional(),
  addons: z.record(CodeKey, Text).optional(),
  ingredients: z.record(IdKey, Text).optional(),
  bases: z.record(CodeKey, Text).optional(),
  zones: z.record(IdKey, Text).optional(),
  phrases: z.record(z.string().min(1), Text).optional(),
  // Entries `npm run menu:translations` filled from the glossary's grammar, for the restaurant
  // to review ("products.101.name", "phrases.Малка 25 см"): read from the glossary, not the
  // file, until the restaurant removes them from this list (issue 37).
  composed: z.array(z.string().min(1)).optional(),
});
export type TranslationFile = z.infer<typeof TranslationFile>;

type Group = Exclude<keyof TranslationFile, 'composed'>;
const NAMED: ReadonlySet<string> = new Set(['products', 'combos']);

/**
 * Where a `composed` path points: its group, key and (products, combos) field; a phrase's key may
 * hold dots itself ("phrases.Ул. Витоша 1").
 */
export function composedPath(
  path: string,
): { group: Group; key: string; field?: 'name' | 'description' } | null {
  const dot = path.indexOf('.');
  const group = path.slice(0, dot) as Group;
  if (dot <= 0 || !(group in TranslationFile.shape) || (group as string) === 'composed')
    return null;
  if (!NAMED.has(group)) return { group, key: path.slice(dot + 1) };
  const last = path.lastIndexOf('.');
  const field = path.slice(last + 1);
  if (last === dot || (field !== 'name' && field !== 'description')) return null;
  return { group, key: path.slice(dot + 1, last), field };
}

/**
 * The file as the bot reads it: the entries listed under `composed` left out (the glossary
 * words them until the restaurant has reviewed them), and the list itself dropped.
 */
export function reviewedOnly(file: TranslationFile): TranslationFile {
  if (file.composed === undefined) return file;
  const out = structuredClone(file);
  delete out.composed;
  for (const path of file.composed) {
    const at = composedPath(path);
    if (at === null) continue;
    const group = out[at.group] as Record<string, unknown> | undefined;
    if (group === undefined) continue;
    if (at.field === undefined) delete group[at.key];
    else delete (group[at.key] as Record<string, string> | undefined)?.[at.field];
  }
  return out;
}

/** The translation files of every language that has one. */
export type TranslationFiles = Partial<Record<MenuLanguage, TranslationFile>>;

/** A translation directory or file that cannot be used; `message` is one line naming it. */
export class MenuTranslationsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MenuTranslationsError';
  }
}

/** The first problem of a file, as `key.path: what is wrong`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  const keys = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
  // A bad id as a key: say what an id must be, not zod's "Invalid key in record".
  const message =
    issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return `${path === '' ? '(top level)' : path}${keys}: ${message}`;
}

/** Parses one file's text; throws MenuTranslationsError naming the file and the key. */
export function parseTranslationFile(file: string, text: string): TranslationFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MenuTranslationsError(`${file}: not valid JSON (${reason.split('\n')[0]})`);
  }
  const result = TranslationFile.safeParse(json);
  if (!result.success) throw new MenuTranslationsError(`${file}: ${firstIssue(result.error)}`);
  return result.data;
}

/**
 * Reads every `<lang>.json` of the directory (MENU_TRANSLATIONS) at start-up. A missing
 * directory, a `.json` named after no supported language, invalid JSON or a wrong shape throws
 * MenuTranslationsError with one line naming the file and the key; other files are ignored.
 */
export function loadTranslationFiles(dir: string): TranslationFiles {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new MenuTranslationsError(`${dir}: no such directory`);
  const files: TranslationFiles = {};
  for (const name of readdirSync(dir).sort()) {
    // source.json: the menu's own words, written beside the templates for reference.
    if (!name.endsWith('.json') || name === 'source.json') continue;
    const lang = name.slice(0, -'.json'.length);
    const path = join(dir, name);
    if (!isMenuLanguage(lang))
      throw new MenuTranslationsError(
        `${path}: not a supported language (${MENU_LANGUAGES.join(', ')})`,
      );
    files[lang] = parseTranslationFile(path, readFileSync(path, 'utf8'));
  }
  return files;
}
