import { describe, expect, it } from 'vitest';
import { COUNT, MONEY, numberProblem as englishProblem, type NumberRule } from '@dripp/domain/number-entry';
import { i18n } from '../i18n/i18n';
import { numberProblem } from './number-problem';
import { loadFrameSpanish } from '../i18n/frame-spanish-for-tests';

/** Speaks Spanish with the frame's catalogue as the build loads it. */
async function speakSpanish(): Promise<void> {
  await loadFrameSpanish();
  i18n.activate('es', ['es-US']);
}

const CASES: [string, NumberRule][] = [
  ['abc', COUNT],
  ['12x', MONEY],
  ['2.7', COUNT],
  ['-2', COUNT],
  ['2,5', COUNT],
  ['3,50', MONEY],
  ['1.255', MONEY],
  ['1234567890', MONEY],
  ['-3', { decimals: 2 }],
  ['12', COUNT],
  ['', MONEY],
];

describe('numberProblem in the web app', () => {
  it('says in English exactly what the domain says', () => {
    for (const [text, rule] of CASES) expect(numberProblem(text, rule)).toBe(englishProblem(text, rule));
  });

  it('says it in Spanish to a Spanish-speaking person', async () => {
    await speakSpanish();
    try {
      expect(numberProblem('12x', MONEY)).toBe('12x no es un número');
      expect(numberProblem('2.7', COUNT)).toBe('2.7 no es una cantidad entera');
      expect(numberProblem('1.255', MONEY)).toBe('1.255 tiene más de 2 decimales');
    } finally {
      i18n.activate('en', ['en-US']);
    }
  });
});
