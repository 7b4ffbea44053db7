import { describe, expect, it } from 'vitest';
import { isSpanishOutOfDate, spanishToStore } from './spanish-text';

const stored = { es: 'Limpia la barra', source: 'Wipe the bar' };

describe('a text’s Spanish (decision 275)', () => {
  it('is out of date once the English is not the one it was saved against', () => {
    expect(isSpanishOutOfDate('Wipe the bar', stored)).toBe(false);
    expect(isSpanishOutOfDate('Wipe the bar and stools', stored)).toBe(true);
    expect(isSpanishOutOfDate('Anything', { es: null, source: null })).toBe(false);
  });

  it('stays as it is when nothing is sent, or when it is sent back as stored', () => {
    expect(spanishToStore({}, stored, 'Wipe the bar and stools')).toBeUndefined();
    expect(spanishToStore({ es: 'Limpia la barra' }, stored, 'Wipe the bar and stools')).toBeUndefined();
    expect(spanishToStore({ es: null }, { es: null, source: null }, 'Wipe the bar')).toBeUndefined();
  });

  it('is saved against the English of the same save when it changes or is confirmed', () => {
    expect(spanishToStore({ es: ' Limpia la barra y los bancos ' }, stored, 'Wipe the bar and stools')).toEqual({
      es: 'Limpia la barra y los bancos',
      source: 'Wipe the bar and stools',
    });
    expect(spanishToStore({ confirmed: true }, stored, 'Wipe the bar and stools')).toEqual({
      es: 'Limpia la barra',
      source: 'Wipe the bar and stools',
    });
  });

  it('is removed by a blank or null Spanish', () => {
    expect(spanishToStore({ es: '  ' }, stored, 'Wipe the bar')).toEqual({ es: null, source: null });
    expect(spanishToStore({ es: null }, stored, 'Wipe the bar')).toEqual({ es: null, source: null });
  });
});
