// First load on a store phone: the built portal on a fresh embedded database (demo seed) on a free
// loopback port, opened in Chromium with the phone profile — 150 ms round trips, 1.6 Mbit/s down,
// 4× slower CPU, 390 px wide. For the login page and Home it reports the bytes moved over the
// wire, first contentful paint and largest contentful paint. Each page is loaded with an empty
// cache, as a phone opening the portal for the first time (Home: signed in, cache cleared).
// The floor, measured in the same run and served the same way (brotli, from a Fastify server on
// loopback): the same header and announcement rendered by React alone, and by React with Mantine's
// provider, shell and card (bench/phone-floor, built here with Vite), each fetching the announcement
// as JSON as Home does. Home's LCP is reported against them.
// Repeat visits ("login, repeat", "home, repeat"): the same browser context opens the page again
// after the portal's service worker has installed and taken control (docs/decisions/171), with the
// browser's cache as it is; first visits block the worker, as a phone's first visit has none.
// Only a valid run is reported (bench/validity.mjs): before any page is timed, admin signs in and
// GET /api/dashboard must answer 2xx (the floor pages show its announcement); each timed page must
// load with a 2xx document and no API answer outside 2xx. Otherwise it exits non-zero with the
// reason and no figures. "requests" counts every request the page made; "over network" leaves out
// those the browser's cache or the service worker answered (a repeat visit's code).
// A trace of Home with the time by module: bench/phone-trace.mjs.
// Usage: npm run build && node bench/phone.mjs [runs per page, default 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import {
  CHROMIUM_ARGS,
  PROFILE,
  homeReady,
  requireBuild,
  signInWithForm,
  startPortal,
  throttle,
  workerActive,
} from './phone-support.mjs';
import { signIn } from './support.mjs';
import { InvalidRun, checkAnswer, isExpected, reportInvalidRun } from './validity.mjs';

const runs = Number(process.argv[2] ?? 3);
requireBuild();

/** Largest and first contentful paint, observed in the page from its first byte. */
const PAINT_OBSERVER = `
  window.__paint = { fcp: null, lcp: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__paint.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function measure(context, url, ready, { repeat = false } = {}) {
  const page = await context.newPage();
  await page.addInitScript(PAINT_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, { repeat });
  let bytes = 0;
  let requests = 0;
  // Requests answered from the browser's cache or by the service worker never reach the network.
  const local = new Set();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker || e.response.fromDiskCache) local.add(e.requestId);
  });
  cdp.on('Network.requestServedFromCache', (e) => local.add(e.requestId));
  let network = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
    if (!local.has(e.requestId)) network += 1;
  });
  // The portal's own answers the page asked for: any outside 2xx (or 304, a cached copy still
  // good) makes the figures a failed page's.
  const refused = [];
  page.on('response', (response) => {
    const status = response.status();
    if (new URL(response.url()).pathname.startsWith('/api/') && status !== 304 && !isExpected(status))
      refused.push(
        `${response.request().method()} ${new URL(response.url()).pathname} answered HTTP ${response.status()}`,
      );
  });
  const started = Date.now();
  const answer = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (answer && answer.status() !== 304 && !isExpected(answer.status()))
    throw new InvalidRun(`${url} answered HTTP ${answer.status()}`);
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  if (refused.length) throw new InvalidRun(`loading ${url}: ${refused.join(', ')}`);
  // LCP is final once the page has been interacted with or hidden; read it after the page settled.
  const paint = await page.evaluate(() => globalThis.__paint);
  const wallMs = Date.now() - started;
  await page.close();
  return { bytes, requests, network, fcp: paint.fcp, lcp: paint.lcp, wallMs };
}

/** The floor pages, built into a temporary folder, with brotli copies, served on their own port. */
async function startFloor(announcementJson) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-phone-floor-'));
  await build({
    root: path.join(import.meta.dirname, 'phone-floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir,
      rollupOptions: {
        input: ['react', 'mantine'].map((name) => path.join(import.meta.dirname, 'phone-floor', `${name}.html`)),
      },
    },
  });
  fs.writeFileSync(path.join(outDir, 'dashboard.json'), announcementJson);
  const walk = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(outDir)) {
    if (/\.(js|css|html|json)$/.test(file))
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  }
  const server = Fastify();
  await server.register(fastifyStatic, { root: outDir, preCompressed: true });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${server.server.address().port}`, outDir, server };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

await reportInvalidRun(async () => {
  const portal = await startPortal();
  let browser;
  try {
    // Before any timing: admin signs in, and Home's announcement (the floor pages show the same).
    const token = await signIn(portal.base, 'admin');
    const dashboard = await (
      await checkAnswer(
        'GET /api/dashboard',
        await fetch(`${portal.base}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } }),
      )
    ).text();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    await timePages(portal, browser, dashboard);
  } finally {
    await browser?.close();
    await portal.stop();
  }
});

async function timePages(portal, browser, dashboard) {
  const results = {};
  const viewport = { width: PROFILE.width, height: PROFILE.height };

  const firstVisit = { viewport, baseURL: portal.base, serviceWorkers: 'block' };
  const loginReady = (page) => page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 });

  const loginRuns = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext(firstVisit);
    loginRuns.push(await measure(context, '/login', loginReady));
    await context.close();
  }
  results.login = loginRuns;

  const homeRuns = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext(firstVisit);
    const page = await context.newPage();
    await signInWithForm(page);
    await page.close();
    homeRuns.push(await measure(context, '/', homeReady));
    await context.close();
  }
  results.home = homeRuns;

  const loginRepeat = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ viewport, baseURL: portal.base });
    const page = await context.newPage();
    await page.goto('/login');
    await workerActive(page);
    await page.close();
    loginRepeat.push(await measure(context, '/login', loginReady, { repeat: true }));
    await context.close();
  }
  results['login, repeat'] = loginRepeat;

  const homeRepeat = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ viewport, baseURL: portal.base });
    const page = await context.newPage();
    await signInWithForm(page);
    await homeReady(page);
    await workerActive(page);
    await page.close();
    homeRepeat.push(await measure(context, '/', homeReady, { repeat: true }));
    await context.close();
  }
  results['home, repeat'] = homeRepeat;

  // The floor pages show the same announcement, taken from the portal's own answer.
  const floor = await startFloor(dashboard);
  try {
    for (const name of ['react', 'mantine']) {
      const list = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport, baseURL: floor.base });
        list.push(
          await measure(context, `/${name}.html`, (page) =>
            page.getByText('Important announcement').waitFor({ timeout: 120_000 }),
          ),
        );
        await context.close();
      }
      results[`floor: ${name}`] = list;
    }
  } finally {
    await floor.server.close();
    fs.rmSync(floor.outDir, { recursive: true, force: true });
  }

  console.log(
    `Phone profile: ${PROFILE.latency} ms RTT, ${PROFILE.downloadKbps / 1000} Mbit/s down, ${PROFILE.cpu}× CPU, ${PROFILE.width} px; median of ${runs}`,
  );
  console.log(
    'page               bytes moved   requests   over network   FCP (ms)   LCP (ms)   LCP / floor: React   LCP / floor: Mantine',
  );
  const lcpOf = (list) => median(list.map((r) => r.lcp));
  for (const [name, list] of Object.entries(results)) {
    const kb = (median(list.map((r) => r.bytes)) / 1024).toFixed(0);
    const ratio = (floorName) => (lcpOf(list) / lcpOf(results[floorName])).toFixed(2);
    console.log(
      `${name.padEnd(18)} ${`${kb} KB`.padStart(11)}   ${String(median(list.map((r) => r.requests))).padStart(8)}   ${String(median(list.map((r) => r.network))).padStart(12)}   ${String(Math.round(median(list.map((r) => r.fcp)))).padStart(8)}   ${String(Math.round(lcpOf(list))).padStart(8)}   ${ratio('floor: react').padStart(18)}   ${ratio('floor: mantine').padStart(20)}`,
    );
  }
}
