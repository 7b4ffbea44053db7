import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { TEST_SECRET } from './harness';
import { prepareDataDir } from './support/data-dirs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the server as `npm start` does, serves a few requests, stops it and returns what it printed.
 * `prepared`: on a folder a first start has already filled, else on an empty one.
 */
async function consoleOf(logLevel: string | undefined, prepared = false): Promise<{ stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-console-'));
  tempDirs.push(dataDir);
  if (prepared) await prepareDataDir(dataDir, 'demo');
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    JWT_SECRET: TEST_SECRET,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
  };
  if (logLevel === undefined) delete env.LOG_LEVEL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d: Buffer) => (output.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output.stderr += d.toString()));
  const exited = once(child, 'exit');
  const deadline = Date.now() + 110_000;
  while (!output.stdout.includes('is ready at')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.stderr}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const url of ['/api/health', '/api/stores', '/api/no-such-route']) await fetch(`http://127.0.0.1:${port}${url}`);
  child.kill('SIGTERM');
  await exited;
  return output;
}

/** A first start seeds the whole demo chain, which takes a while on a busy two-core machine. */
const STARTS_WITH_SEED = 120_000;

describe('the console', () => {
  it('defaults to warnings and errors', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
  });

  it(
    'prints the banner and nothing per request by default',
    async () => {
      const { stdout, stderr } = await consoleOf(undefined);
      expect(stdout).toMatch(/Dripp Portal is ready at http:\/\/localhost:\d+/);
      expect(stdout).toContain('Demo sign-ins');
      expect(stdout).not.toContain('"reqId"');
      expect(stdout).not.toContain('incoming request');
      expect(stdout).not.toContain('shutting down');
      expect(stderr).toBe('');
    },
    STARTS_WITH_SEED,
  );

  it(
    'logs every request as a JSON line when asked with LOG_LEVEL=info',
    async () => {
      // The first start's seed is the test above's; this one logs what a later start serves.
      const { stdout } = await consoleOf('info', true);
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } });
      const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
      expect(urls).toEqual(expect.arrayContaining(['/api/health', '/api/stores', '/api/no-such-route']));
      expect(lines.some((l) => l.msg === 'request completed' && l.res?.statusCode === 401)).toBe(true);
    },
    STARTS_WITH_SEED,
  );
});
