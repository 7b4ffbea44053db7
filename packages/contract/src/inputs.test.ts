import { describe, expect, it } from 'vitest';
import { ID_UP_TO_MAX, IdSchema, MAX_INT } from './inputs';

describe('the id pattern the document states', () => {
  it('accepts exactly the decimal strings IdSchema accepts', () => {
    const edges = [0, 1, 9, 10, 999_999_999, 1_000_000_000, 1_999_999_999, 2_000_000_000, 2_147_483_599];
    const nearMax = Array.from({ length: 41 }, (_, i) => MAX_INT - 20 + i);
    const digitSteps = Array.from({ length: 10 }, (_, i) => [MAX_INT - 10 ** i, MAX_INT + 10 ** i]).flat();
    for (const n of [...edges, ...nearMax, ...digitSteps, 9_999_999_999, 10_000_000_000]) {
      const text = String(n);
      expect(ID_UP_TO_MAX.test(text), text).toBe(IdSchema.safeParse(text).success);
    }
    for (const text of ['', '01', '-1', '1.5', '1e3', ' 7', '0x10']) {
      expect(ID_UP_TO_MAX.test(text), text).toBe(false);
      expect(IdSchema.safeParse(text).success, text).toBe(false);
    }
  });
});
