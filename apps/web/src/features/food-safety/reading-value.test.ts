import { describe, expect, it } from 'vitest';
import { shownLimits, shownValue, typedInRange, typedNumber } from './reading-value';

describe('a reading as typed and shown', () => {
  it('reads a point or a comma, a minus, and refuses what is not a reading', () => {
    expect(typedNumber(' 38.5 ')).toBe(38.5);
    expect(typedNumber('38,5')).toBe(38.5);
    expect(typedNumber('-5')).toBe(-5);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('4x')).toBeNaN();
    expect(typedNumber('1.234')).toBeNaN();
  });

  it("judges a typed °C against limits kept in °F, and shows them in the person's scale", () => {
    const cold = { low: null, high: 41 };
    expect(typedInRange(5, cold, 'walk-in', 'C')).toBe(true);
    expect(typedInRange(5.1, cold, 'walk-in', 'C')).toBe(false);
    expect(typedInRange(41, cold, 'walk-in', 'F')).toBe(true);
    expect(shownValue(41, 'walk-in', 'C')).toBe('5 °C');
    expect(shownLimits(cold, 'walk-in', 'F')).toBe('At most 41 °F');
    expect(shownLimits({ low: 200, high: 400 }, 'sanitizer', 'C')).toBe('200 ppm to 400 ppm');
  });
});
