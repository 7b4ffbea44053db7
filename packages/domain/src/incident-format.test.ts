import { describe, expect, it } from 'vitest';
import { time12, titleCase } from './incident-format';

describe('incident times', () => {
  it('shows the 24-hour time in 12-hour form with AM or PM', () => {
    expect(time12('00:00')).toBe('12:00 AM');
    expect(time12('00:05')).toBe('12:05 AM');
    expect(time12('09:30')).toBe('9:30 AM');
    expect(time12('11:59')).toBe('11:59 AM');
    expect(time12('12:00')).toBe('12:00 PM');
    expect(time12('14:35')).toBe('2:35 PM');
    expect(time12('23:59')).toBe('11:59 PM');
  });

  it('leaves what is not a time as it is', () => {
    expect(time12('25:00')).toBe('25:00');
    expect(time12('')).toBe('');
  });
});

describe('signatures', () => {
  it('are shown in title case', () => {
    expect(titleCase('ben carter')).toBe('Ben Carter');
    expect(titleCase('  MARIA ALVAREZ ')).toBe('Maria Alvarez');
    expect(titleCase("o'neil-SMITH")).toBe("O'Neil-Smith");
    expect(titleCase('élodie durand')).toBe('Élodie Durand');
  });
});
