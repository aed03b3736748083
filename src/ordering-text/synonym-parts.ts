import { foldWord, nameStems } from './fold.ts';
import type { PartWord } from './grammar.ts';
import { resolveParts } from './parts.ts';
import { CONCEPTS, membersAmong } from './synonyms.ts';
import type { LineNote, Words } from './validate.ts';

/** An extra the dish offers, by its code and the menu's name. */
interface OfferedExtra {
  code: string;
  name: string;
}

/** What a list of extras' synonym words read as; `rest` is read by name as before. */
export interface SynonymExtras {
  parts: { key: string; words: string; local: true }[];
  rest: PartWord[];
  notes: LineNote[];
}

/**
 * Reads the everyday words of an "extra" list ("extra cheese", "с кашкавал") against the extras
 * this dish and size offer: one extra of that kind is taken; several are listed on the line
 * (`synonym_several`) and none taken, never guessed; none leaves the word to the usual reading by
 * name (which says what it could not do). Issue 35.
 */
export function synonymExtras(
  words: Words,
  parts: readonly PartWord[],
  offered: readonly OfferedExtra[],
): SynonymExtras {
  const { table } = words;
  const out: SynonymExtras = { parts: [], rest: [], notes: [] };
  parts.forEach((part, at) => {
    if (inOfferedName(words, parts, at, offered) || ownWordOfOne(part, offered)) {
      out.rest.push(part);
      return;
    }
    const folded = foldWord(part.raw);
    const synonym = folded === null ? undefined : table.synonyms.get(folded);
    const concept = synonym ? CONCEPTS[synonym.concept] : undefined;
    const members =
      synonym && concept && !concept.dish
        ? membersAmong(synonym.concept, offered, (a) => a.name)
        : [];
    const [only] = members;
    if (members.length === 1 && only)
      out.parts.push({ key: only.code, words: part.raw, local: true });
    else if (members.length > 1)
      out.notes.push({
        code: 'synonym_several',
        words: part.raw,
        instead: members.map((a) => a.name),
      });
    else out.rest.push(part);
  });
  return out;
}

/**
 * True when the word is part of an offered extra's own name typed with its neighbour ("краве
 * сирене"): the name is read as typed, not the word alone as a kind of cheese.
 */
function inOfferedName(
  words: Words,
  parts: readonly PartWord[],
  at: number,
  offered: readonly OfferedExtra[],
): boolean {
  const local = new Set(offered.map((extra) => extra.code));
  return [parts.slice(Math.max(0, at - 1), at + 1), parts.slice(at, at + 2)].some(
    (pair) =>
      pair.length === 2 &&
      resolveParts(words.lex, pair, local, 'addon').some(
        (found) => found.local && found.words.split(' ').length === 2,
      ),
  );
}

/**
 * True when the word as typed (its own stem, not an everyday reading) is a word of exactly one
 * offered extra's name: "картофи със сирене" beside Настъргано сирене and Настърган кашкавал is
 * the сирене one, while "with cheese" still lists both (issue 35, grill tuning).
 */
function ownWordOfOne(part: PartWord, offered: readonly OfferedExtra[]): boolean {
  const own = part.stems[0]?.[0];
  if (own === undefined || part.stems[0]?.length !== 1) return false;
  return offered.filter((extra) => nameStems(extra.name).includes(own)).length === 1;
}
