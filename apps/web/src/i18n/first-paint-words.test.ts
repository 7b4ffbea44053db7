// @vitest-environment node
import fs from 'node:fs';
import { WORDS_ES } from '@dripp/contract/words-es';
import { loginFirstPaintMarkup } from '@dripp/contract/login-first-paint-page';
import { firstPaintMarkup, shownText } from '@dripp/contract/home-first-paint-page';
import { describe, expect, it } from 'vitest';

/** The Spanish of a feature's catalogue, by its English. */
function catalogue(feature: string): Map<string, string> {
  const file = feature === 'frame' ? '../locales/es.po' : `../features/${feature}/locales/es.po`;
  const po = fs.readFileSync(new URL(file, import.meta.url), 'utf8');
  const unquote = (text: string) => JSON.parse(text) as string;
  return new Map(
    [...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((entry) => [unquote(entry[1]!), unquote(entry[2]!)]),
  );
}

/**
 * The first paints (the server's and the service worker's HTML before the app runs) take their
 * Spanish from the contract's table; the app from its catalogues. They must say the same.
 */
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
    const spanish = catalogue('auth');
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

describe("Home's first paint in Spanish", () => {
  const words = [
    'Important announcement',
    'Promotion',
    'Details',
    'Welcome to the Dripp Portal',
    'Pick your store and get the day going.',
  ];

  it('says what the app says, word for word', () => {
    const spanish = catalogue('home');
    expect(words.map((english) => [english, WORDS_ES[english]])).toEqual(
      words.map((english) => [english, spanish.get(english)]),
    );
    const marks = ['English only', 'May be out of date'];
    const frame = catalogue('frame');
    expect(marks.map((english) => WORDS_ES[english])).toEqual(marks.map((english) => frame.get(english)));
  });

  it("shows the chain's Spanish, and its English with a mark where the Spanish is missing or old", () => {
    const dashboard = {
      announcement: '<p>Hi</p>',
      announcement_es: '<p>Hola</p>',
      announcement_es_out_of_date: true,
      title: 'Fall drinks',
      title_es: null,
      title_es_out_of_date: false,
      description: 'Two for one',
      description_es: 'Dos por uno',
      description_es_out_of_date: false,
      file: null,
    };
    const data = { dashboard, source: 'server' as const, at: 1, counts: false };
    const page = firstPaintMarkup(data, shownText(dashboard, 'announcement', 'es'), 'es');
    expect(page).toContain('<p>Hola</p>');
    expect(page).toContain('Puede estar desactualizado');
    expect(page).toContain('Fall drinks <span class="fp-mark">Solo en inglés</span>');
    expect(page).toContain('Dos por uno');
    const english = firstPaintMarkup(data, shownText(dashboard, 'announcement', 'en'));
    expect(english).toContain('<p>Hi</p>');
    expect(english).not.toContain('fp-mark');
  });

  it("writes the frame in Spanish and the chain's words as they are", () => {
    const dashboard = {
      announcement: '<p>Hi</p>',
      title: 'Fall drinks',
      description: '',
      file: null,
      announcement_es: null,
      announcement_es_out_of_date: false,
      title_es: null,
      title_es_out_of_date: false,
      description_es: null,
      description_es_out_of_date: false,
    };
    const page = firstPaintMarkup({ dashboard, source: 'server', at: 1, counts: false }, '<p>Hi</p>', 'es');
    expect(page).toContain('Aviso importante');
    expect(page).toContain('Te damos la bienvenida al Dripp Portal');
    expect(page).toContain('Fall drinks');
    expect(page).toContain('Detalles →');
  });
});
