import { tokenStems } from './dish-reach.ts';
import { tokenize } from './fold.ts';
import type { LineIntent, PartWord } from './grammar.ts';
import { isJoiner } from './joiners.ts';
import { keywordAt } from './keywords.ts';
import { resolveParts } from './parts.ts';
import type { Words } from './validate.ts';

/**
 * "ньоки соренто с пиле": words after "с" the grammar found no ingredient or extra for, that
 * this dish's own extras take by the wider reading of a dish's parts (`parts.ts`: "пиле" of
 * "Пилешко филе"), are that extra, not words said back (issue 35, Italian tuning). Only when
 * every such word is one of this dish's extras; otherwise the words stay said back.
 */
export function unreadExtras(
  words: Words,
  intent: LineIntent,
  addonCodes: readonly string[],
): LineIntent {
  const unread = intent.unread ?? [];
  if (unread.length === 0 || addonCodes.length === 0) return intent;
  const local = new Set(addonCodes);
  const kept: string[] = [];
  const extra: PartWord[] = [];
  for (const phrase of unread) {
    const tokens = tokenize(phrase);
    const first = keywordAt(words.table, tokens, 0);
    const rest = first?.keyword.kind === 'with' ? tokens.slice(first.length) : [];
    const parts = rest
      .filter((token) => !isJoiner(words.table, token, false))
      .map((token) => ({ raw: token.raw, stems: tokenStems(words.table, token) }));
    const missed: string[] = [];
    const found = parts.length > 0 ? resolveParts(words.lex, parts, local, 'addon', missed) : [];
    if (missed.length === 0 && found.length > 0 && found.every((part) => part.local))
      extra.push(...parts);
    else kept.push(phrase);
  }
  if (extra.length === 0) return intent;
  return { ...intent, extra: [...intent.extra, ...extra], unread: kept };
}
