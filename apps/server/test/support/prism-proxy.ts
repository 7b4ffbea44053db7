import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './definitions';

/**
 * Prism's validation proxy (@stoplight/prism-cli) in front of a listening portal: every request it
 * passes on and every answer it passes back is checked against the OpenAPI document. With
 * `--errors`, a request that breaks the document is answered by Prism itself (422, or 401 for a
 * missing credential) and an answer that breaks it is replaced by Prism's 500; without that, it
 * reports each violation in the `sl-violations` header.
 */
export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess, within: number): Promise<void> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`prism did not answer at ${url} within ${within} ms`);
}

/** Starts `prism proxy --errors` for `document` in front of `upstream` (http://host:port). */
export async function startPrismProxy(document: unknown, upstream: string): Promise<PrismProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-prism-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const port = await freePort();
  // Prism's output, shown if it fails to start.
  const lines: string[] = [];
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/prism'),
    ['proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SCARF_ANALYTICS: 'false' } },
  );
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, 60_000);
  } catch (error) {
    await close();
    throw new Error(`${String(error)}\n${lines.join('\n')}`);
  }
  return { url, close };
}
