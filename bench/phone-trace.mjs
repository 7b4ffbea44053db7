// A Chrome performance trace of Home on the phone profile (bench/phone-support.mjs): the first
// visit (signed in, empty cache, no service worker) and the repeat visit (the portal's service
// worker active, the browser's cache as it is). For each it prints the request waterfall (start
// and end of every request, what started it), the main thread's long tasks, the main thread's time
// by source module (CPU samples mapped through the build's source maps to the modules of
// .vite/manifest.json's chunks) and the chain of waits before the largest contentful paint.
// The raw traces are written to the output folder; open them in Chrome's Performance panel.
// Usage: npm run build && node bench/phone-trace.mjs [--user admin] [--out /tmp/dripp-trace]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
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
import { summarise } from './phone-trace-analysis.mjs';

const { values: options } = parseArgs({
  options: { user: { type: 'string', default: 'admin' }, out: { type: 'string', default: '/tmp/dripp-trace' } },
});
requireBuild();
fs.mkdirSync(options.out, { recursive: true });

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'latencyInfo',
];

/** Every largest-contentful-paint candidate the page reports, with the element it painted. */
const PAINT_OBSERVER = `
  window.__paints = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__paints.push({ at: Math.round(e.startTime), size: e.size, url: e.url,
        element: e.element ? e.element.outerHTML.slice(0, 80) : '(removed)' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Loads `/` in a new page of `context` with a trace running; returns the trace and the network log. */
async function traced(context, { repeat }) {
  const page = await context.newPage();
  await page.addInitScript(PAINT_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, { repeat });
  const network = [];
  for (const event of ['requestWillBeSent', 'responseReceived', 'loadingFinished', 'loadingFailed'])
    cdp.on(`Network.${event}`, (params) => network.push({ event, ...params }));
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  await page.goto('/', { waitUntil: 'load', timeout: 120_000 });
  await homeReady(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const paints = await page.evaluate(() => globalThis.__paints);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return { events, network, paints };
}

const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const viewport = { width: PROFILE.width, height: PROFILE.height };
try {
  const first = await browser.newContext({ viewport, baseURL: portal.base, serviceWorkers: 'block' });
  const signIn = await first.newPage();
  await signInWithForm(signIn, options.user);
  await signIn.close();
  const firstVisit = await traced(first, { repeat: false });
  await first.close();

  const again = await browser.newContext({ viewport, baseURL: portal.base });
  const warm = await again.newPage();
  await signInWithForm(warm, options.user);
  await homeReady(warm);
  await workerActive(warm);
  await warm.close();
  const repeatVisit = await traced(again, { repeat: true });
  await again.close();

  console.log(
    `Phone profile: ${PROFILE.latency} ms RTT, ${PROFILE.downloadKbps / 1000} Mbit/s down, ${PROFILE.cpu}× CPU, ${PROFILE.width} px; Home signed in as ${options.user}`,
  );
  for (const [name, visit] of [
    ['first', firstVisit],
    ['repeat', repeatVisit],
  ]) {
    const file = path.join(options.out, `home-${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ traceEvents: visit.events }));
    console.log(`\n## Home, ${name} visit (trace: ${file})\n`);
    console.log(summarise(visit, portal.base));
  }
} finally {
  await browser.close();
  await portal.stop();
}
