// The login page's first paint as HTML (docs/decisions/261), in the visitor's language (decision
// 273): written by the server and the service worker only, so the web app's own modules, which
// read the ids above from login-first-paint.ts, do not carry the Spanish table.
import { FIRST_PAINT_SLOT, scriptJson } from './home-first-paint';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';
import {
  LOGIN_FIRST_PAINT_DATA_ID,
  LOGIN_FIRST_PAINT_ID,
  LOGIN_FIRST_PAINT_SCRIPT,
  LOGIN_FORM_ID,
  type CarriedDemoNotice,
} from './login-first-paint';
import { inLanguage } from './words-es';

/** What Mantine's provider and style props would have put in the page; scoped to the first paint. */
const STYLE =
  `#${LOGIN_FIRST_PAINT_ID}~#root{display:none}` +
  `#${LOGIN_FIRST_PAINT_ID}{` +
  '--mantine-color-scheme:light;--mantine-primary-color-contrast:var(--mantine-color-white);' +
  '--mantine-color-bright:var(--mantine-color-black);--mantine-color-text:#000;--mantine-color-body:#fff;' +
  '--mantine-color-placeholder:var(--mantine-color-gray-5);--mantine-color-default:var(--mantine-color-white);' +
  '--mantine-color-default-hover:var(--mantine-color-gray-0);--mantine-color-default-color:var(--mantine-color-black);' +
  '--mantine-color-default-border:var(--mantine-color-gray-4);--mantine-color-dimmed:#6b625a;' +
  '--mantine-color-error:var(--mantine-color-red-6);--mantine-color-anchor:var(--mantine-color-espresso-8);' +
  '--mantine-font-family:Inter,"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;' +
  '--mantine-font-family-headings:var(--mantine-font-family);' +
  '--mantine-primary-color-filled:var(--mantine-color-espresso-filled);' +
  '--mantine-primary-color-filled-hover:var(--mantine-color-espresso-filled-hover);' +
  '--mantine-color-espresso-8:#7e4e25;--mantine-color-espresso-9:#5f3a1b;' +
  '--mantine-color-espresso-filled:var(--mantine-color-espresso-8);' +
  '--mantine-color-espresso-filled-hover:var(--mantine-color-espresso-9);' +
  '--mantine-color-gray-light-hover:var(--mantine-color-gray-2);--mantine-color-gray-light-color:rgba(23,26,29,1);' +
  '--mantine-color-yellow-light:var(--mantine-color-yellow-1);--mantine-color-yellow-light-color:rgba(161,83,0,1);' +
  'font-family:var(--mantine-font-family);font-size:var(--mantine-font-size-md);line-height:var(--mantine-line-height);' +
  'color:var(--mantine-color-text);-webkit-font-smoothing:antialiased}' +
  '.lfp-main{padding-block:var(--mantine-spacing-xl)}' +
  '.lfp-paper{padding:var(--mantine-spacing-lg)}' +
  '@media(min-width:34.375em){.lfp-paper{padding:calc(2rem * var(--mantine-scale))}}' +
  '@media(min-width:48em){.lfp-main{padding-block:calc(3.75rem * var(--mantine-scale))}}';

const COFFEE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="var(--dripp-crema)" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" class="tabler-icon tabler-icon-coffee" aria-hidden="true">' +
  '<path d="M3 14c.83 .642 2.077 1.017 3.5 1c1.423 .017 2.67 -.358 3.5 -1c.83 -.642 2.077 -1.017 3.5 -1c1.423 -.017 2.67 .358 3.5 1"></path>' +
  '<path d="M8 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2"></path><path d="M12 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2"></path>' +
  '<path d="M3 10h14v5a6 6 0 0 1 -6 6h-2a6 6 0 0 1 -6 -6v-5"></path><path d="M16.746 16.726a3 3 0 1 0 .252 -5.555"></path></svg>';

const EYE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style="width: var(--psi-icon-size); height: var(--psi-icon-size);">' +
  '<path fill="none" d="M0 0h256v256H0z"></path><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16" d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"></path>' +
  '<circle cx="128" cy="128" r="40" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16"></circle></svg>';

const CHECK =
  '<svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" class="m_bf295423 mantine-Checkbox-icon">' +
  '<path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" fill="currentColor" fill-rule="evenodd" clip-rule="evenodd"></path></svg>';

/** A word of the page in `language`, written for HTML (the same words as LoginPage's, decision 273). */
type Words = (english: string) => string;
const wordsIn =
  (language: Language): Words =>
  (english) =>
    inLanguage(english, language)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');

/** The demo note, as LoginPage's Alert renders it (the same words). */
const demoNote = (w: Words) =>
  '<div class="m_66836ed3 mantine-Alert-root" id="lfp-demo" role="note" aria-describedby="lfp-demo-body" aria-labelledby="lfp-demo-title" style="--alert-bg: var(--mantine-color-yellow-light); --alert-color: var(--mantine-color-yellow-light-color); --alert-bd: calc(0.0625rem * var(--mantine-scale)) solid transparent;">' +
  `<div class="m_a5d60502 mantine-Alert-wrapper"><div class="m_667c2793 mantine-Alert-body"><div class="m_6a03f287 mantine-Alert-title"><span id="lfp-demo-title" class="m_698f4f23 mantine-Alert-label">${w('Demo portal')}</span></div>` +
  `<div id="lfp-demo-body" class="m_7fa78076 mantine-Alert-message">${w("This portal holds the demo accounts and their published password. Use it to try the portal, not for a real store's records.")}</div></div></div></div>`;

const INPUT_WRAPPER =
  'data-variant="default" data-size="sm" style="--input-height: var(--input-height-sm); --input-fz: var(--mantine-font-size-sm);"';
const LABEL = 'data-size="sm" data-required="true" style="--input-label-size: var(--mantine-font-size-sm);"';

const fields = (w: Words) =>
  '<div class="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm">' +
  `<label class="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label" ${LABEL} for="lfp-username" id="lfp-username-label">${w('Username or Email')}<span class="m_78a94662 mantine-InputWrapper-required mantine-TextInput-required" aria-hidden="true"> *</span></label>` +
  `<div class="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper" ${INPUT_WRAPPER}>` +
  '<input class="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input" data-variant="default" autocomplete="username" required id="lfp-username" value="" name="username" autofocus></div></div>' +
  '<div class="m_f61ca620 mantine-PasswordInput-root m_46b77525 mantine-InputWrapper-root mantine-PasswordInput-root" data-size="sm" style="--psi-icon-size: var(--psi-icon-size-sm); --psi-button-size: var(--psi-button-size-sm);">' +
  `<label class="m_8fdc1311 mantine-InputWrapper-label mantine-PasswordInput-label" ${LABEL} for="lfp-password" id="lfp-password-label">${w('Password')}<span class="m_78a94662 mantine-InputWrapper-required mantine-PasswordInput-required" aria-hidden="true"> *</span></label>` +
  `<div class="m_6c018570 mantine-Input-wrapper mantine-PasswordInput-wrapper" ${INPUT_WRAPPER.replace('data-size="sm"', 'data-size="sm" data-with-right-section="true"')}>` +
  '<div class="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input" data-variant="default"><input required class="m_f2d85dd2 mantine-PasswordInput-innerInput" id="lfp-password" autocomplete="current-password" type="password" value="" name="password"></div>' +
  `<div data-position="right" class="m_82577fc2 mantine-Input-section mantine-PasswordInput-section"><button class="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root" data-variant="subtle" type="button" aria-pressed="false" tabindex="-1" aria-label="${w('Toggle password visibility')}" style="--ai-bg: transparent; --ai-hover: var(--mantine-color-gray-light-hover); --ai-color: var(--mantine-color-gray-light-color); --ai-bd: calc(0.0625rem * var(--mantine-scale)) solid transparent;">` +
  `<span class="m_8d3afb97 mantine-ActionIcon-icon">${EYE}</span></button></div></div></div>` +
  '<div class="m_4081bf90 mantine-Group-root" style="--group-gap: var(--mantine-spacing-md); --group-align: center; --group-justify: space-between; --group-wrap: wrap;">' +
  '<div class="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root" data-variant="filled" data-label-position="right" style="--checkbox-radius: var(--mantine-radius-sm); --checkbox-color: var(--mantine-color-espresso-filled);">' +
  '<div class="m_5f6e695e mantine-Checkbox-body"><div class="m_26062bec mantine-Checkbox-inner" data-label-position="right">' +
  `<input class="mantine-focus-auto m_26063560 mantine-Checkbox-input" data-with-error-styles="true" id="lfp-remember" type="checkbox" name="remember_me">${CHECK}</div>` +
  `<div class="m_d3ea56bb mantine-Checkbox-labelWrapper"><label class="m_8ee546b8 mantine-Checkbox-label" for="lfp-remember">${w('Remember me')}</label></div></div></div>` +
  `<a class="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root" data-size="sm" data-underline="hover" href="/forgot-password" style="--text-fz: var(--mantine-font-size-sm); --text-lh: var(--mantine-line-height-sm);">${w('Forgot password?')}</a></div>` +
  '<button class="mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root" data-size="md" data-block="true" type="submit" style="--button-height: var(--button-height-md); --button-padding-x: var(--button-padding-x-md); --button-fz: var(--mantine-font-size-md); --button-color: var(--mantine-color-white);">' +
  `<span class="m_80f1301b mantine-Button-inner"><span class="m_811560b9 mantine-Button-label">${w('Login')}</span></span></button>`;

/** LanguageSwitch's links (apps/web/src/features/auth/language-switch.tsx): the server answers `?lang=`. */
const languageLinks = (w: Words, active: Language) =>
  `<div class="m_4081bf90 mantine-Group-root" role="group" aria-label="${w('Language')}" style="--group-gap: var(--mantine-spacing-xs); --group-align: center; --group-justify: center; --group-wrap: wrap;">` +
  LANGUAGES.map(
    (language) =>
      `<a href="?lang=${language}" lang="${language}" hreflang="${language}"${language === active ? ' aria-current="true"' : ''} style="display:inline-flex;align-items:center;min-height:44px;padding-inline:var(--mantine-spacing-md);border-radius:var(--mantine-radius-default);font-size:var(--mantine-font-size-sm);font-weight:600;text-decoration:none;${language === active ? 'background:var(--mantine-color-white);color:var(--mantine-color-espresso-8)' : 'color:var(--mantine-color-gray-0)'}">${LANGUAGE_NAMES[language]}</a>`,
  ).join('') +
  '</div>';

/** The login page as static HTML: AuthLayout's frame, the form, and the demo note when `demo`. */
export function loginFirstPaintMarkup(data: CarriedDemoNotice, language: Language = 'en'): string {
  const w = wordsIn(language);
  return (
    `<style>${STYLE}</style>` +
    `<div id="${LOGIN_FIRST_PAINT_ID}" data-mantine-color-scheme="light">` +
    '<main class="lfp-main" style="background: radial-gradient(circle at 15% 10%, rgba(201, 138, 75, 0.35), transparent 45%), linear-gradient(160deg, rgb(59, 36, 24) 0%, rgb(95, 58, 27) 55%, rgb(126, 78, 37) 100%); padding-inline: var(--mantine-spacing-md); min-height: 100dvh;">' +
    '<div class="m_4451eb3a mantine-Center-root"><div class="m_6d731127 mantine-Stack-root" style="--stack-gap: var(--mantine-spacing-lg); --stack-align: stretch; --stack-justify: flex-start; width: 100%; max-width: calc(27.5rem * var(--mantine-scale));">' +
    '<div class="m_4081bf90 mantine-Group-root" style="--group-gap: var(--mantine-spacing-sm); --group-align: center; --group-justify: center; --group-wrap: wrap; color: var(--dripp-header-text);">' +
    `${COFFEE}<p class="mantine-focus-auto m_b6d8b162 mantine-Text-root" style="font-size: calc(1.625rem * var(--mantine-scale)); font-weight: 800; letter-spacing: calc(0.01875rem * var(--mantine-scale));">Dripp Portal</p></div>` +
    '<div class="m_1b7284a3 mantine-Paper-root lfp-paper" style="--paper-radius: var(--mantine-radius-lg); --paper-shadow: var(--mantine-shadow-xl);">' +
    '<div class="m_6d731127 mantine-Stack-root" style="--stack-gap: calc(0.25rem * var(--mantine-scale)); --stack-align: stretch; --stack-justify: flex-start; margin-bottom: var(--mantine-spacing-lg);">' +
    `<h1 class="m_8a5d1357 mantine-Title-root" data-size="h2" data-order="1" style="--title-fw: var(--mantine-h2-font-weight); --title-lh: var(--mantine-h2-line-height); --title-fz: var(--mantine-h2-font-size); color: var(--mantine-color-espresso-9);">${w('Management Portal')}</h1>` +
    `<p class="mantine-focus-auto m_b6d8b162 mantine-Text-root" data-size="sm" style="--text-fz: var(--mantine-font-size-sm); --text-lh: var(--mantine-line-height-sm); color: var(--mantine-color-dimmed);">${w("Sign in to run your store's day.")}</p></div>` +
    `<form id="${LOGIN_FORM_ID}" method="dialog" novalidate><div class="m_6d731127 mantine-Stack-root" style="--stack-gap: var(--mantine-spacing-md); --stack-align: stretch; --stack-justify: flex-start;">` +
    `${data.demo ? demoNote(w) : ''}${fields(w)}</div></form></div>${languageLinks(w, language)}</div></div></main>` +
    `<script>${LOGIN_FIRST_PAINT_SCRIPT}</script>` +
    `<script type="application/json" id="${LOGIN_FIRST_PAINT_DATA_ID}">${scriptJson(data.at === undefined ? { demo: data.demo } : { demo: data.demo, at: data.at })}</script>` +
    '</div>'
  );
}

/** The app's code in the head: its entry and the preloads of its chunks (not its stylesheet). */
const APP_CODE = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\r?\n?/g;

/**
 * index.html with the login page in the first paint's slot and the page's own title; unchanged
 * without the slot. The app's code moves to the end of the body, as for Home (decision 263): on a
 * repeat visit the service worker gives it at once and its first task would run before the first
 * paint. The stylesheet stays in the head: the first paint is styled by it.
 */
export function withLoginFirstPaint(indexHtml: string, data: CarriedDemoNotice, language: Language = 'en'): string {
  const at = indexHtml.indexOf(FIRST_PAINT_SLOT);
  if (at < 0) return indexHtml;
  const head = indexHtml.slice(0, at);
  const code = head.match(APP_CODE) ?? [];
  const body = indexHtml.slice(at + FIRST_PAINT_SLOT.length);
  const end = body.lastIndexOf('</body>');
  const rest = end < 0 ? body : `${body.slice(0, end)}${code.join('')}${body.slice(end)}`;
  const page = head.replace(APP_CODE, '') + loginFirstPaintMarkup(data, language) + rest;
  return page
    .replace('<title>Dripp Portal</title>', `<title>${wordsIn(language)('Login · Dripp Portal')}</title>`)
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
}
