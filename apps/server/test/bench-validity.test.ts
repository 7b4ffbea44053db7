import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRun, checkAnswer, isExpected, timedLoad } from '../../../bench/validity.mjs';

// The benchmarks report a run only when every answer was one its target expects (bench/validity.mjs).
// The loads here are counted (`amount`), not timed: the same requests give the same verdict.

let server: http.Server;
let base = '';
beforeAll(async () => {
  let mixed = 0;
  server = http.createServer((req, res) => {
    if (req.url === '/ok') res.writeHead(200).end('{}');
    else if (req.url === '/mixed') res.writeHead((mixed += 1) % 2 ? 200 : 404).end('{}');
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const load = (path: string, expect?: number[]) =>
  timedLoad(`GET ${path}`, { url: `${base}${path}`, amount: 10, connections: 2, sampleInt: 50 }, { expect });

describe('a benchmark run', () => {
  it('expects 2xx unless the target declares its statuses', () => {
    expect([200, 201, 204, 299].map((s) => isExpected(s))).toEqual([true, true, true, true]);
    expect([199, 301, 304, 401, 404, 500].map((s) => isExpected(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isExpected(404, [404])).toBe(true);
    expect(isExpected(200, [404])).toBe(false);
  });

  it('refuses a sign-in or a preflight answer outside 2xx, naming it', async () => {
    await expect(checkAnswer('sign-in as admin', new Response('Wrong password', { status: 401 }))).rejects.toThrow(
      new InvalidRun('sign-in as admin answered HTTP 401: Wrong password'),
    );
    const ok = new Response('{}', { status: 200 });
    expect(await checkAnswer('GET /api/dashboard', ok)).toBe(ok);
    const gone = new Response('', { status: 404 });
    expect(await checkAnswer('a missing record', gone, [404])).toBe(gone);
  });

  it('keeps a load whose every answer is 2xx', async () => {
    const result = await load('/ok');
    expect(result.statusCodeStats).toEqual({ '200': { count: 10 } });
  });

  it('refuses a load with one unexpected answer, however many were 2xx', async () => {
    const refused = load('/mixed');
    await expect(refused).rejects.toBeInstanceOf(InvalidRun);
    await expect(refused).rejects.toThrow('GET /mixed: 5 × HTTP 404');
  });

  it('keeps a load of answers the target declares', async () => {
    expect((await load('/missing', [404])).statusCodeStats).toEqual({ '404': { count: 10 } });
  });

  it("refuses a load the target could not answer: the load's own errors count", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      timedLoad('the floor', { url: `http://127.0.0.1:${port}/floor`, amount: 4, connections: 1, sampleInt: 50 }),
    ).rejects.toThrow(/^the floor: \d+ request errors \(0 of them timeouts\), no expected answer$/);
  });
});
