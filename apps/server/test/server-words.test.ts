import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { fieldLabel } from '@dripp/contract/field-labels';
import { WORDS_ES } from '@dripp/contract/words-es';
import { MAIL_WORDS_ES } from '../src/platform/mail-words-es';
import { SERVER_WORDS_ES } from '../src/platform/words-es';
import { hasSpanish, inCallerLanguage } from '../src/platform/words';
import { repoRoot } from './support/definitions';
import { serverMessages } from './support/server-messages';

/*
 * Every message the server can send a person (errors, answers' messages, mail and push texts
 * written with say()) has Spanish: read from the code, so a new message without Spanish fails here
 * (docs/decisions/274).
 */
describe('the server’s words', () => {
  const found = serverMessages(repoRoot);

  it('finds the messages in the code', () => {
    expect(found.length).toBeGreaterThan(200);
    expect(found.map((m) => m.message)).toContain('Invalid username or password');
  });

  it('has Spanish for every one of them', () => {
    // A template's values stand in as "7": its pattern must match whatever they are.
    const missing = found
      .filter(({ message }) => !hasSpanish(message.replace(/\{\d+\}/g, '7')))
      .map(({ message, file }) => `${file}: ${message}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps English as written, and fills a template’s values into its Spanish', () => {
    expect(inCallerLanguage('Invalid username or password', 'en')).toBe('Invalid username or password');
    expect(inCallerLanguage('Invalid username or password', 'es')).toBe('Usuario o contraseña incorrectos');
    expect(inCallerLanguage('The date cannot be in the future (today is 2026-03-10)', 'es')).toBe(
      'La fecha no puede ser futura (hoy es 2026-03-10)',
    );
    expect(inCallerLanguage('An action that is Open cannot be verified', 'es')).toBe(
      'Una acción que está Abierto no se puede verificar',
    );
    expect(inCallerLanguage('A message nobody wrote Spanish for', 'es')).toBe('A message nobody wrote Spanish for');
    // The digest's cash line, its gap put in Spanish too.
    expect(inCallerLanguage('Cash count flagged: short $12.50, beyond the $10.00 tolerance', 'es')).toBe(
      'Conteo de caja marcado: $12.50 de faltante, más allá de la tolerancia de $10.00',
    );
    expect(inCallerLanguage('Missed: Opening checklist, Cash count', 'es')).toBe(
      'No hecho: Lista de verificación de apertura, Conteo de caja',
    );
    // A reminder's texts, their item and day included.
    expect(inCallerLanguage('Opening checklist is due', 'es')).toBe('Toca ahora: Lista de verificación de apertura');
    expect(inCallerLanguage('Hawthorne: the opening checklist was due at 7:00 AM PST.', 'es')).toBe(
      'Hawthorne: la lista de verificación de apertura tocaba a las 7:00 AM PST.',
    );
    expect(
      inCallerLanguage('Hawthorne: "Fix the till" was due on March 10, 2026 at 9:30 AM PDT and is not done yet.', 'es'),
    ).toBe('Hawthorne: "Fix the till" venció el 10 de marzo de 2026 a las 9:30 AM PDT y aún no está hecha.');
  });

  it('names a 422’s field in Spanish, row numbers kept, and in English exactly as before', () => {
    const es = (english: string) => inCallerLanguage(english, 'es');
    expect(fieldLabel('0.items.1.permissible_score', es)).toBe('Categoría 1, punto 2, puntuación');
    expect(fieldLabel('0.items.1.permissible_score')).toBe('Category 1, item 2, score');
    expect(fieldLabel('first_name', es)).toBe('Nombre');
    expect(fieldLabel('storeId', es)).toBe('Tienda');
    expect(fieldLabel('_', es)).toBe('Solicitud');
  });

  it('writes every Spanish text as valid ICU with the same placeholders as its English', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const wrong = Object.entries({ ...WORDS_ES, ...SERVER_WORDS_ES, ...MAIL_WORDS_ES }).filter(([english, es]) => {
      try {
        compileMessageOrThrow(es);
      } catch {
        return true;
      }
      return names(english).join() !== names(es).join() && !/\{plural\}/.test(english);
    });
    expect(wrong).toEqual([]);
  });
});
