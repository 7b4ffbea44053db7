// @vitest-environment node
import fs from 'node:fs';
import { WORDS_ES } from '@dripp/contract/words-es';
import { loginFirstPaintMarkup } from '@dripp/contract/login-first-paint';
import { describe, expect, it } from 'vitest';

/** The Spanish of the login page's catalogue, by its English. */
function catalogue(): Map<string, string> {
  const po = fs.readFileSync(new URL('./locales/es.po', import.meta.url), 'utf8');
  const unquote = (text: string) => JSON.parse(text) as string;
  return new Map(
    [...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((entry) => [unquote(entry[1]!), unquote(entry[2]!)]),
  );
}

describe("the login page's first paint in Spanish", () => {
  const words = [
    'Demo portal',
    "This portal holds the demo accounts and their published password. Use it to try the portal, not for a real store's records.",
    'Username or Email',
    'Password',
    'Toggle password visibility',
    'Remember me',
    'Forgot password?',
    'Login',
    'Management Portal',
    "Sign in to run your store's day.",
    'Language',
    'Login · Dripp Portal',
  ];

  it('says what the app says, word for word', () => {
    const spanish = catalogue();
    expect(words.map((english) => [english, WORDS_ES[english]])).toEqual(
      words.map((english) => [english, spanish.get(english)]),
    );
  });

  it('writes the page in Spanish, with the switch naming each language in itself', () => {
    const page = loginFirstPaintMarkup({ demo: true }, 'es');
    expect(page).toContain('Portal de gestión');
    expect(page).toContain('Usuario o correo');
    expect(page).toContain('>English</a>');
    expect(page).toContain('aria-current="true" style="display:inline-flex');
    expect(page).not.toContain('Username or Email');
    expect(loginFirstPaintMarkup({ demo: false })).toContain('Username or Email');
  });
});
