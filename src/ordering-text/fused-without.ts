import { foldWord, nameStems } from './fold.ts';
import type { PartWord } from './grammar.ts';

/**
 * "без лактоза" on a latte is its "Безлактозно мляко" (issue 35, tuned on the café): Bulgarian
 * fuses "без" ("without") into the names of extras ("безлактозно", "безкофеиново"). A word of a
 * "without" list that an extra of the dish fuses with "без" is that extra, not a removal; so is
 * one whose name says "без" and the word apart ("без глутен": "Паста без глутен", Italian tuning).
 */
export function fusedWithout(
  without: readonly PartWord[],
  allowed: readonly { code: string; name: string }[],
): { parts: { key: string; words: string; local: true }[]; rest: PartWord[] } {
  const prefix = foldWord('без') ?? 'bez';
  const out: { parts: { key: string; words: string; local: true }[]; rest: PartWord[] } = {
    parts: [],
    rest: [],
  };
  for (const part of without) {
    const stems = part.stems.flat().filter((stem) => stem.length >= 4);
    const extra = allowed.find((addon) =>
      nameStems(addon.name).some(
        (word, at, words) =>
          stems.some((stem) => word.startsWith(`${prefix}${stem}`)) ||
          // "Паста без глутен": the extra's name says "без" and the word apart.
          (word === prefix && stems.some((stem) => words[at + 1]?.startsWith(stem))),
      ),
    );
    if (extra) out.parts.push({ key: extra.code, words: part.raw, local: true });
    else out.rest.push(part);
  }
  return out;
}
