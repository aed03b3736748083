import { describe, expect, it } from 'vitest';
import { recordTranscript, TRANSCRIPTS } from '../../src/demo/transcripts.ts';

function script(name: string) {
  const found = TRANSCRIPTS.find((t) => t.name === name);
  if (!found) throw new Error(`no transcript ${name}`);
  return found;
}

describe('the transcripts in docs/transcripts', () => {
  it('records a whole Bulgarian delivery, its three kitchen steps and /orders', async () => {
    const text = await recordTranscript(script('bg-delivery'));
    // The review shows the line as configured (issue 14 point 2).
    expect(text).toMatch(/Пица Маргарита, Фамилна 40 см × 2 — 36,60\s€\n {3}\+ Гъби; без Босилек/);
    expect(text).toMatch(/✅ Поръчката е приета! Номер: 1001\. Сума: 36,60\s€/);
    expect(text).toContain('> 2\n'); // the quantity typed as a number
    for (const news of ['Приготвя се', 'Изпратена', 'Доставена'])
      expect(text).toContain(`📦 Поръчка № 1001: ${news}`);
    expect(text).toMatch(/№ 1001 — 36,60\s€ — Доставена/);
  });

  it('records a whole English pickup with the shared phone, in English words only', async () => {
    const text = await recordTranscript(script('en-pickup'));
    expect(text).toContain('> k1\n');
    expect(text).toContain('✅ Order accepted! Number: 1001. Total: €12.90.');
    expect(text).toContain('📦 Order no. 1001: being prepared\n… 90 s later (the demo kitchen)');
    expect(text).toContain('📦 Order no. 1001: ready for collection');
    expect(text).toContain('No. 1001 — €12.90 — collected');
  });
});
