import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { adminQuery } from '../apps/server/test/support/admin-query';
import { makePushServiceCertificate, type PushServiceCertificate } from '../apps/server/test/fixtures/push-service';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    /** Where the end-to-end helpers keep each account's API sign-in for the run. */
    sessionFile: string;
    /** The loopback port the portal trusts as a push service (PUSH_SERVICE_HOSTS); a test listens there. */
    pushServicePort: number;
    /** The push service's certificate, made for this run; the portal trusts it (NODE_EXTRA_CA_CERTS). */
    pushServiceCertificate: PushServiceCertificate;
    /** An instant of the portal's start, on the demo seed's day in Los Angeles (ISO). */
    demoSeededAt: string;
    /** The portal's PostgreSQL database, for a test that sets a time in it; '' on the embedded PGlite. */
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real SMTP peer: every message the portal sends is written to mailDir as an .eml file. */
async function startSmtp(mailDir: string): Promise<{ port: number; server: SMTPServer }> {
  const port = await freePort();
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const name = `${String(++n).padStart(4, '0')}.eml`;
        fs.writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, server };
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Generous: on a loaded machine the first start (migrations, demo seed) can take minutes.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited during start:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The portal did not become healthy in 240 s:\n${log()}`);
}

/**
 * The portal's database: with TEST_POSTGRES_URL (CI), a database of its own on that server, seeded
 * with the demo chain; else the embedded PGlite of `npm start`.
 */
async function portalDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return { env: { DATABASE_URL: '' }, drop: async () => undefined };
  const name = `dripp_e2e_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), SEED_DEMO: '1' },
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export default async function setup(project: TestProject) {
  const database = await portalDatabase();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-e2e-'));
  const mailDir = path.join(work, 'mail');
  fs.mkdirSync(mailDir);
  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const pushServicePort = await freePort();
  // The push service stand-in speaks https; its certificate is trusted the way an operator trusts
  // a private one, by the process's CA list, with no setting of the portal's own (decision 224).
  const pushServiceCertificate = await makePushServiceCertificate();
  const pushServiceCa = path.join(work, 'push-service-ca.pem');
  fs.writeFileSync(pushServiceCa, pushServiceCertificate.cert);
  const baseURL = `http://127.0.0.1:${port}`;
  // The portal seeds the demo while it starts, its days counted from one instant then (demo.ts).
  const seedFrom = new Date();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_PER_ACCOUNT: '1000',
      AUTH_RATE_PER_MINUTE: '1000',
      PUSH_SERVICE_HOSTS: `https://127.0.0.1:${pushServicePort}`,
      NODE_EXTRA_CA_CERTS: pushServiceCa,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(baseURL, server, () => output);
  const storeDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'America/Los_Angeles' });
  if (storeDay(seedFrom) !== storeDay(new Date())) {
    server.kill('SIGTERM');
    throw new Error("The portal started across Los Angeles' midnight, so the demo's today is not known: run again");
  }

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('sessionFile', path.join(work, 'sessions.json'));
  project.provide('pushServicePort', pushServicePort);
  project.provide('pushServiceCertificate', pushServiceCertificate);
  project.provide('demoSeededAt', seedFrom.toISOString());
  project.provide('databaseUrl', database.env.DATABASE_URL ?? '');

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    fs.rmSync(work, { recursive: true, force: true });
    await database.drop();
  };
}
