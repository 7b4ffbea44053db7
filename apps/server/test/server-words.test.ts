import { describe, expect, it } from 'vitest';
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
    // A reminder's texts, their item and day included.
    expect(inCallerLanguage('Opening checklist is due', 'es')).toBe('Toca ahora: Lista de verificación de apertura');
    expect(inCallerLanguage('Hawthorne: the opening checklist was due at 7:00 AM PST.', 'es')).toBe(
      'Hawthorne: la lista de verificación de apertura tocaba a las 7:00 AM PST.',
    );
    expect(
      inCallerLanguage('Hawthorne: "Fix the till" was due on March 10, 2026 at 9:30 AM PDT and is not done yet.', 'es'),
    ).toBe('Hawthorne: "Fix the till" venció el 10 de marzo de 2026 a las 9:30 AM PDT y aún no está hecha.');
  });
});
