// Shared by the phone benchmarks (bench/phone.mjs, bench/phone-trace.mjs): the phone profile, the
// portal started on a fresh embedded database with the demo seed, throttling, sign-in with the
// form, and the wait for the service worker.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPassword, benchPortalEnv, ended, freePort, untilHealthy } from './support.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const PROFILE = { latency: 150, downloadKbps: 1600, uploadKbps: 750, cpu: 4, width: 390, height: 844 };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

export function requireBuild() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('Build the web app first: npm run build');
    process.exit(1);
  }
}

/** The built portal on a fresh embedded database (demo seed) on a free loopback port. */
export async function startPortal() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-phone-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: benchPortalEnv({ port, dataDir, databaseUrl: '', seed: true }),
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, child);
  const stop = async () => {
    child.kill('SIGTERM');
    await ended(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, base, dataDir, stop };
}

/** The phone's network and CPU on a page's CDP session; `repeat` keeps the browser's cache. */
export async function throttle(cdp, { repeat = false } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !repeat });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
}

/** Waits until the portal's service worker has installed (its precache is full) and is active. */
export async function workerActive(page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    null,
    { timeout: 120_000 },
  );
}

export async function signInWithForm(page, username = 'admin') {
  await page.goto('/login');
  // The app's own form: the page's first paint has one of its own until the app takes over.
  const form = page.locator('#root');
  await form.getByLabel('Username or Email').fill(username);
  await form.getByLabel(/^Password/).fill(benchPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export const homeReady = (page) => page.getByRole('main').waitFor({ timeout: 120_000 });
