import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import {
  HELD_OUT_NAMES,
  REFERENCE_LANGS,
  REFERENCE_NAMES,
  type ReferenceLang,
  type ReferenceName,
  TUNING_NAMES,
} from './reference-names.ts';
import { NEW_HELD_OUT_NAMES } from './reference-names-new.ts';
import { THIRD_HELD_OUT_NAMES } from './reference-names-third.ts';

/**
 * The names of the new table that the old one does not also hold (98 of its 201 Bulgarian names
 * turned out to be in the old table too, with references written independently): the part of
 * the new table whose words round 2 could not have seen in its tuning data.
 */
export const NEW_ONLY_NAMES: readonly ReferenceName[] = (() => {
  const old = new Set(REFERENCE_NAMES.map((name) => name.bg));
  return NEW_HELD_OUT_NAMES.filter((name) => !old.has(name.bg));
})();

/** One language's result over a list of names: exact matches, and each miss as got ≠ wanted. */
export interface LanguageScore {
  lang: ReferenceLang;
  matched: number;
  total: number;
  misses: { bg: string; got: string; want: string }[];
}

/**
 * How the built-in glossary (no restaurant file) words each name, compared with the hand-written
 * reference exactly (case and accents count).
 */
export function scoreNames(names: readonly ReferenceName[]): LanguageScore[] {
  const translations = new MenuTranslations();
  return REFERENCE_LANGS.map((lang) => {
    const translator = translations.translator(lang, null);
    const misses: LanguageScore['misses'] = [];
    for (const name of names) {
      const got = translator.text(name.bg);
      if (got !== name.ref[lang]) misses.push({ bg: name.bg, got, want: name.ref[lang] });
    }
    return { lang, matched: names.length - misses.length, total: names.length, misses };
  });
}

function line(title: string, scores: LanguageScore[]): string {
  const cells = scores.map((s) => `${s.lang} ${s.matched}/${s.total}`);
  return `${title}: ${cells.join(', ')}`;
}

// `node test/menu-i18n/reference-score.ts [--misses tuning|held-out|new|new-only|third]`: the
// figures of the splits (the old tuning and held-out halves, both tuned on since round 2; the new
// table of reference-names-new.ts, tuned on in round 3; the third table of
// reference-names-third.ts, all unseen and never tuned on).
if (import.meta.url === `file://${process.argv[1]}`) {
  const splits = {
    tuning: scoreNames(TUNING_NAMES),
    'held-out': scoreNames(HELD_OUT_NAMES),
    new: scoreNames(NEW_HELD_OUT_NAMES),
    'new-only': scoreNames(NEW_ONLY_NAMES),
    third: scoreNames(THIRD_HELD_OUT_NAMES),
  };
  process.stdout.write(
    `${line('tuning', splits.tuning)}\n${line('held-out', splits['held-out'])}\n${line('new held-out', splits.new)}\n${line('  of which not in the old table', splits['new-only'])}\n${line('third held-out', splits.third)}\n`,
  );
  const which = process.argv.indexOf('--misses');
  if (which !== -1) {
    const key = process.argv[which + 1];
    const scores =
      key === 'held-out' || key === 'new' || key === 'new-only' || key === 'third'
        ? splits[key]
        : splits.tuning;
    for (const s of scores)
      for (const miss of s.misses)
        process.stdout.write(`${s.lang}\t${miss.bg}\t${miss.got}\t≠ ${miss.want}\n`);
  }
}
