import { describe, expect, it } from 'vitest';
import { parseTime, time12, titleCase } from './incident-format';

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

describe('parseTime', () => {
  it('reads the times a phone keyboard types into 24-hour HH:MM', () => {
    const cases: [string, string][] = [
      ['14:30', '14:30'],
      ['2:30 PM', '14:30'],
      ['2:30pm', '14:30'],
      ['2.30 p.m.', '14:30'],
      ['2 PM', '14:00'],
      ['12:05 AM', '00:05'],
      ['12:05 pm', '12:05'],
      ['1430', '14:30'],
      ['0930', '09:30'],
      ['930 pm', '21:30'],
      ['9:30', '09:30'],
      ['0:00', '00:00'],
    ];
    for (const [typed, time] of cases) expect(parseTime(typed), typed).toBe(time);
  });

  it('answers null for digits that could be morning or evening, rather than guessing', () => {
    for (const typed of ['230', '930', '2', '12', '115']) expect(parseTime(typed), typed).toBeNull();
  });

  it('answers null for what is not a time of day', () => {
    for (const typed of ['', 'noon', '24:00', '13:00 PM', '0:30 AM', '9:60', '12345', '2:3']) {
      expect(parseTime(typed), typed).toBeNull();
    }
  });
});
