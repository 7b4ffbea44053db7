// The words go through the portal's catalogue: English is active from the start, as in the app.
import '../i18n/i18n';
import { describe, expect, it } from 'vitest';
import { timeEntry, timeProblem } from './time-entry';

describe('a time typed into a time field', () => {
  it('reads the ways people type a time, and shows it both ways', () => {
    const cases: [string, string][] = [
      ['2:30 PM', '14:30'],
      ['2:30pm', '14:30'],
      ['2.30 p.m.', '14:30'],
      ['2 PM', '14:00'],
      ['12 am', '00:00'],
      ['12:05 PM', '12:05'],
      ['1430', '14:30'],
      ['0930', '09:30'],
      ['23:59', '23:59'],
      ['0:00', '00:00'],
    ];
    for (const [typed, time] of cases) {
      // The form holds the time once the text is one.
      expect({ typed, entry: timeEntry(typed, time, true) }).toMatchObject({
        typed,
        entry: { shown: typed, time, wrong: false },
      });
    }
    expect(timeEntry('2:30 PM', '14:30', false).description).toBe('2:30 PM (14:30)');
    expect(timeEntry('0930', '09:30', false).description).toBe('9:30 AM (09:30)');
  });

  it('leaves a guess to the person: digits that are not four, or out of range, are no time', () => {
    for (const typed of ['230', '2', '24:00', '12:60', '13 PM', '0 am', 'noon', '2:3'])
      expect({ typed, time: timeEntry(typed, typed, true).time }).toEqual({ typed, time: null });
  });

  it('flags text that is not a time only once the person has left the field', () => {
    expect(timeEntry('25:00', '25:00', false)).toMatchObject({ wrong: false, time: null });
    expect(timeEntry('25:00', '25:00', true)).toMatchObject({
      wrong: true,
      description: 'For example 2:30 PM or 14:30',
    });
  });

  it('asks nothing of an empty field', () => {
    expect(timeEntry('', '', true)).toMatchObject({ shown: '', time: null, wrong: false });
    expect(timeEntry('   ', '   ', true).wrong).toBe(false);
  });

  it('shows a value set from outside instead of what was typed before', () => {
    // A report loaded, or the form cleared, after something else was typed.
    expect(timeEntry('2:30 PM', '09:15', true)).toMatchObject({ shown: '09:15', time: '09:15' });
    expect(timeEntry('2:30 PM', '', true)).toMatchObject({ shown: '', time: null, wrong: false });
  });

  it('names the field in its message', () => {
    expect(timeProblem('Due time')).toBe('Due time: type a time such as 2:30 PM or 14:30');
  });
});
