import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_PAINT_SLOT } from '@dripp/contract/home-first-paint';
import { withFirstPaint } from '@dripp/contract/home-first-paint-page';
import { LOGIN_FIRST_PAINT_SCRIPT } from '@dripp/contract/login-first-paint';
import { withLoginFirstPaint } from '@dripp/contract/login-first-paint-page';
import { LANGUAGE_COOKIE, isLanguage, requestLanguage } from '@dripp/contract/languages';
import { COOKIE } from '@dripp/contract/session-keys';
import type { Db } from './db/client';
import { homeFirstPaint } from './features/home-content/home-first-paint';
import { principalOfToken } from './platform/access';
import { demoAccountsPresent } from './platform/demo';

/** One cookie's value from a Cookie header, as js-cookie wrote it; undefined when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** index.html as built, read again when the build changes it. */
function builtIndex(indexFile: string): () => string {
  let known: { mtimeMs: number; text: string } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, text: fs.readFileSync(indexFile, 'utf8') };
    return known.text;
  };
}

/**
 * Home's address (docs/decisions/230). For a request whose `token` cookie passes the API's own
 * check (signature, lifetime, session not ended, user active), the page carries Home's cards as
 * HTML and their answer as JSON, so the first paint needs no script. That answer is one person's:
 * never kept by a shared cache. Any other request gets the built page as it is.
 */
async function answerHome(
  app: FastifyInstance,
  db: Db,
  readIndex: () => string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const token = cookieValue(request.headers.cookie, COOKIE.token);
  const principal = token ? await principalOfToken(app, db, token) : null;
  const home = principal ? await homeFirstPaint(app.ctx, principal, principal.language) : null;
  const index = home ? readIndex() : '';
  if (!home || !index.includes(FIRST_PAINT_SLOT)) {
    reply.header('Vary', 'Accept-Encoding, Cookie');
    return reply.sendFile('index.html');
  }
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8')
    .send(withFirstPaint(index, home.data, home.announcementHtml, principal!.language));
}

/** The login page's one inline script, as the Content-Security-Policy allows it: by its hash (docs/decisions/261). */
export const LOGIN_FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${crypto.createHash('sha256').update(LOGIN_FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The login page's address (docs/decisions/261). Without a token cookie the app shows the login
 * page, so the page carries its frame and, while the portal holds the demo accounts, the demo note
 * (the answer of GET /api/auth/demo) as HTML: nothing of any person. With one, the built page as it
 * is: the app sends a signed-in visitor on to Home.
 */
async function answerLogin(db: Db, readIndex: () => string, request: FastifyRequest, reply: FastifyReply) {
  reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  const index = readIndex();
  if (cookieValue(request.headers.cookie, COOKIE.token) !== undefined || !index.includes(FIRST_PAINT_SLOT))
    return reply.sendFile('index.html');
  const demo = await demoAccountsPresent(db).catch(() => false);
  // In the language the page's switch chose (?lang=, then its cookie), else the browser's (decision 273).
  const asked = (request.query as { lang?: unknown }).lang;
  const language = isLanguage(asked)
    ? asked
    : requestLanguage(cookieValue(request.headers.cookie, LANGUAGE_COOKIE), request.headers['accept-language']);
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withLoginFirstPaint(index, { demo }, language));
}

/** Serves the built SPA: its files, and index.html for every page path so the client router decides. */
export function registerWebApp(app: FastifyInstance, webDist: string, db: Db): void {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    app.register(fastifyStatic, {
      root: webDist,
      // Looked up on each request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); they are sent as they are.
      preCompressed: true,
      // "/" is a folder to the static handler: answer it with the app itself, not a 403.
      index: 'index.html',
      cacheControl: false, // set below: hashed assets forever, the rest revalidated
      // sw.js and the manifest are revalidated too: a new release reaches every phone on its next visit.
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    const readIndex = builtIndex(indexFile);
    app.get('/', (request, reply) => answerHome(app, db, readIndex, request, reply));
    app.get('/login', (request, reply) => answerLogin(db, readIndex, request, reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send({ success: false, message: `No route ${request.method} ${pathname}` });
    }
    if (!built) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    // Through the static handler, so the precompressed index.html.br / .gz is used when accepted.
    return reply.sendFile('index.html');
  });
}
