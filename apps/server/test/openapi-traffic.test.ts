import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOWNLOAD_TOKEN_SCHEME } from '../src/platform/openapi';
import type { TestContext } from './harness';
import { baseParam, buildUrl, type Operation, operationsOf, sample } from './support/bad-input-probes';
import type { JsonSchema } from './support/openapi-30';
import { startProbeChain } from './support/probe-chain';
import { type PrismProxy, startPrismProxy } from './support/prism-proxy';

/**
 * The OpenAPI document against real traffic: Prism's validation proxy (`prism proxy --errors`)
 * stands in front of the portal, on the demo chain, and every operation of the document is sent a
 * plausible request through it (the bad-input walker's valid base: sample path values, required
 * query values and the smallest body its schema allows). No request may break the document, and
 * no answer either, whatever its status: a 404 or a 422 must be one the document lists, in its
 * shape.
 */

let ctx: TestContext;
let token: string;
let prism: PrismProxy;

beforeAll(async () => {
  ({ ctx, token } = await startProbeChain());
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  prism = await startPrismProxy(ctx.app.swagger(), address);
}, 120_000);

afterAll(async () => {
  await prism?.close();
  await ctx?.close();
});

/** Writes that end the session or remove records go last, so the others meet the seeded chain. */
function order(operation: Operation): number {
  if (operation.path === '/api/auth/logout') return 2;
  return operation.method === 'DELETE' ? 1 : 0;
}

/** A one-pixel PNG, as the one part of a streamed upload. */
function multipartFile(): { body: FormData } {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = new FormData();
  body.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
  return { body };
}

/** Values for the patterned strings the walker's candidates do not fit: a time, a link, a data URL. */
const PATTERNED = ['09:30', 'https://push.example.test/subscription', 'data:text/plain;base64,SGk='];

/** The walker's sample with each string that misses its pattern replaced by one that fits. */
function fitPatterns(schema: JsonSchema | undefined, value: unknown): unknown {
  if (!schema || value === null || value === undefined) return value;
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value))
    return PATTERNED.find((candidate) => new RegExp(schema.pattern!).test(candidate)) ?? value;
  if (Array.isArray(value)) return value.map((item) => fitPatterns(schema.items, item));
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fitPatterns(schema.properties?.[key], item)]),
    );
  const choices = schema.anyOf ?? schema.oneOf;
  return choices ? choices.reduce<unknown>((fitted, choice) => fitPatterns(choice, fitted), value) : value;
}

interface RawOperation {
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
}

function requestOf(operation: Operation, raw: RawOperation) {
  const params = operation.parameters;
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, baseParam(p)]));
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${baseParam(p)}`)
    .join('&');
  const linkToken = raw.security?.some((scheme) => DOWNLOAD_TOKEN_SCHEME in scheme) ? 'token=not-a-link' : '';
  const url = buildUrl(operation, pathValues, [query, linkToken].filter(Boolean).join('&'));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (raw.requestBody?.content?.['multipart/form-data']) return { url, headers, ...multipartFile() };
  if (!operation.body) return { url, headers };
  headers['content-type'] = 'application/json';
  return { url, headers, body: JSON.stringify(fitPatterns(operation.body, sample(operation.body))) };
}

/** Prism's own answer to a request or an answer that breaks the document. */
function violationOf(status: number, contentType: string | null, text: string): string | undefined {
  if (!contentType?.includes('problem+json')) return undefined;
  const problem = JSON.parse(text) as { type?: string; title?: string; detail?: string; validation?: unknown };
  if (!problem.type?.includes('stoplight.io/prism')) return undefined;
  return `${status} ${problem.title ?? ''}: ${problem.detail ?? ''} ${JSON.stringify(problem.validation ?? '')}`;
}

it(
  'sends every operation a request through Prism, and neither it nor its answer breaks the document',
  { timeout: 600_000 },
  async () => {
    const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, RawOperation>> };
    const operations = operationsOf(document).sort((a, b) => order(a) - order(b));
    expect(operations.length).toBeGreaterThan(150);
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const { url, headers, body } = requestOf(
        operation,
        document.paths[operation.path]![operation.method.toLowerCase()]!,
      );
      const answer = await fetch(`${prism.url}${url}`, { method: operation.method, headers, body });
      const text = await answer.text();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const violation =
        violationOf(answer.status, answer.headers.get('content-type'), text) ?? answer.headers.get('sl-violations');
      if (violation) violations.push(`${operation.method} ${url}: ${violation}`);
    }
    console.log(
      `openapi-traffic: ${operations.length} requests through Prism, ${violations.length} violations; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(violations).toEqual([]);
  },
);
