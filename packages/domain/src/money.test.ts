import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './money';

describe('money', () => {
  it('writes dollars with thousands and two places, the sign first', () => {
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(-25)).toBe('-$0.25');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(123456789012n)).toBe('$1,234,567,890.12');
  });

  it('writes the plain decimal of whole cents, from numbers and bigints alike', () => {
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-105n)).toBe('-1.05');
  });
});
