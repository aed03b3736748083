import { describe, expect, it } from 'vitest';
import { cyrillicOf } from '../../src/ordering-text/chat-latin.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35 point 1: Bulgarian typed in chat Latin letters, read against the Bulgarian names. */
const menu = demoMenu();

function read(text: string) {
  const parsed = parseOrder(text, menu, { locale: 'bg' });
  return {
    unknown: parsed.unknown,
    lines: parsed.lines.map((line) => ({
      productId: line.draft?.kind === 'product' ? line.draft.productId : null,
      size: line.draft?.kind === 'product' ? line.draft.size : null,
      quantity: line.draft?.quantity ?? null,
      removed: line.draft?.kind === 'product' ? line.draft.removed : null,
    })),
  };
}

describe('chat Latin spellings of Bulgarian', () => {
  it.each([
    ['q', 'dqvolska', 'дяволска'],
    ['ya', 'dyavolska', 'дяволска'],
    ['ia', 'porcia', 'порця'],
    ['ja', 'goljama', 'голяма'],
    ['c', 'carevica', 'царевица'],
    ['ts', 'tsarevitsa', 'царевица'],
    ['w', 'wino', 'вино'],
    ['4', '4orba', 'чорба'],
    ['ch', 'chorba', 'чорба'],
    ['6', '6kembe', 'шкембе'],
    ['sh', 'shkembe', 'шкембе'],
    ['sht', 'leshta', 'леща'],
    ['6t', 'le6ta', 'леща'],
    ['ju', 'kjufte', 'кюфте'],
    ['yu', 'kyufte', 'кюфте'],
    ['iu', 'kiufte', 'кюфте'],
    ['x', 'xapki', 'хапки'],
    ['h', 'hapki', 'хапки'],
    ['j', 'jena', 'жена'],
    ['zh', 'zhar', 'жар'],
  ])('%s: "%s" is read as "%s"', (_spelling, latin, cyrillic) => {
    expect(cyrillicOf(latin)).toBe(cyrillic);
  });

  it('reads a dish, its size and a removal written with q and c', () => {
    expect(read('pica dqvolska malka').lines).toEqual([
      { productId: 110, size: 'standard', quantity: 1, removed: [] },
    ]);
    expect(read('fermerska familna bez carevica')).toEqual({
      unknown: [],
      lines: [{ productId: 117, size: 'family', quantity: 1, removed: [9] }],
    });
  });

  it('reads 4, 6, sh, sht and golqma in sizes and names', () => {
    expect(
      read('2 6kembe 4orba, 1 le6ta chorba').lines.map((l) => [l.productId, l.quantity]),
    ).toEqual([
      [402, 2],
      [406, 1],
    ]);
    expect(read('pica 4etiri sirena golqma').lines).toEqual([
      { productId: 104, size: 'family', quantity: 1, removed: [] },
    ]);
  });
});
