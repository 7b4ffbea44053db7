import type { IncomingHttpHeaders } from 'node:http';

export type WrittenLanguage = 'en' | 'es';

/**
 * The language a person writes a note in (decision 275): their own setting when the caller knows it,
 * else the first language of the request's Accept-Language the portal speaks (the web app sends the
 * language it is showing), else none.
 */
export function writerLanguage(headers: IncomingHttpHeaders, setting?: WrittenLanguage | null): WrittenLanguage | null {
  if (setting) return setting;
  const header = headers['accept-language'];
  const ranked = (typeof header === 'string' ? header : '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find(({ base }) => base === 'en' || base === 'es');
  return (found?.base as WrittenLanguage | undefined) ?? null;
}
