import { describe, expect, it } from 'vitest';
import { parseCents, parseWholeNumber } from './cash-count';
import { COUNT, MONEY, numberProblem } from './number-entry';

describe('numberProblem', () => {
  it('flags a fraction in a whole count in plain words', () => {
    expect(numberProblem('2.7', COUNT)).toBe('2.7 is not a whole count');
    expect(numberProblem('-2', COUNT)).toBe('-2 is not a whole count');
    expect(numberProblem('2,5', COUNT)).toBe('2,5 is not a whole count');
  });

  it('flags what is not a number instead of letting it become 0', () => {
    expect(numberProblem('abc', COUNT)).toBe('abc is not a number');
    expect(numberProblem('abc', MONEY)).toBe('abc is not a number');
    expect(numberProblem('.', MONEY)).toBe('. is not a number');
    expect(numberProblem('1.2.3', MONEY)).toBe('1.2.3 is not a number');
  });

  it('refuses a decimal comma with the point version, never a blank', () => {
    expect(numberProblem('3,50', MONEY)).toBe('3,50: use a point for decimals (3.50)');
    expect(numberProblem('12,5', MONEY)).toBe('12,5: use a point for decimals (12.5)');
  });

  it('flags money that would be rounded or is implausible', () => {
    expect(numberProblem('1.255', MONEY)).toBe('1.255 has more than 2 decimals');
    expect(numberProblem('1234567890', MONEY)).toBe('1234567890 is too large');
  });

  it('accepts what the server reads exactly as typed', () => {
    for (const text of ['', ' ', '0', '12', '12.0', '007']) expect(numberProblem(text, COUNT)).toBeUndefined();
    for (const text of ['0', '12', '12.0', '007']) expect(parseWholeNumber(text)).toBe(Number(text));
    for (const [text, cents] of [
      ['3.50', 350],
      ['$1,234.56', 123456],
      ['-0.25', -25],
      ['1.5', 150],
      ['2.500', 250],
    ] as const) {
      expect(numberProblem(text, MONEY)).toBeUndefined();
      expect(parseCents(text)).toBe(cents);
    }
  });
});
