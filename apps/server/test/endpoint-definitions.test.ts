import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '@dripp/contract/endpoint';
import { keyReleaseRoutes } from '../src/features/key-release/key-release.routes';
import { requireDefinitions } from '../src/platform/endpoints';
import { startTestApp, type TestContext } from './harness';
import { allDefinitions } from './support/definitions';

/**
 * Each endpoint is defined once, in the contract (DESIGN §4, decision 026): every /api route is
 * registered from a definition, by exactly one route, and the definitions are consistent.
 */

type Definitions = Awaited<ReturnType<typeof allDefinitions>>;
let definitions: Definitions;
let t: TestContext | undefined;
let startError: unknown;

beforeAll(async () => {
  definitions = await allDefinitions();
  try {
    t = await startTestApp();
  } catch (error) {
    startError = error;
  }
});
afterAll(() => t?.close());

const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

describe('endpoint definitions', () => {
  it('are found in the contract', () => {
    expect(definitions.length).toBeGreaterThan(0);
  });

  it('have unique operationIds', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { name, definition } of definitions) {
      const first = seen.get(definition.operationId);
      if (first) repeated.push(`${definition.operationId}: ${first} and ${name}`);
      else seen.set(definition.operationId, name);
    }
    expect(repeated).toEqual([]);
  });

  it('each have a summary, a tag, and a 4xx answer when a client can get them wrong', () => {
    const incomplete = definitions
      .filter(({ definition: d }) => {
        const refusable = !('public' in d.access) || d.params || d.query || d.body;
        const has4xx = d.errors.some((status) => status >= 400 && status < 500);
        return !d.summary.trim() || !d.tag.trim() || (refusable && !has4xx);
      })
      .map(({ name }) => name);
    expect(incomplete).toEqual([]);
  });

  it('let the server start: every /api route is registered from a definition', () => {
    expect(startError).toBeUndefined();
  });

  it('are each registered by exactly one route, and every route by a definition', () => {
    expect(t, 'the server did not start').toBeDefined();
    const document = t!.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        at: shape(method, p),
        where: `${method.toUpperCase()} ${p}`,
        operationId: operation.operationId,
      })),
    );
    const byId = new Map(definitions.map(({ definition: d }) => [d.operationId, d]));
    const problems: string[] = [];
    for (const { at, where, operationId } of operations) {
      const definition = operationId ? byId.get(operationId) : undefined;
      if (!definition) problems.push(`${where} is not registered from a definition`);
      else if (shape(definition.method, openApiPath(`/api${definition.path}`)) !== at)
        problems.push(`${where} carries ${operationId}, defined as ${definition.method} ${definition.path}`);
    }
    for (const { name, definition } of definitions) {
      const routes = operations.filter((o) => o.operationId === definition.operationId).length;
      if (routes !== 1) problems.push(`${name} (${definition.operationId}) is registered by ${routes} routes`);
    }
    expect(problems).toEqual([]);
  });

  it('refuse, at start-up, an /api route registered without a definition', async () => {
    const app = Fastify();
    requireDefinitions(app);
    expect(() => app.get('/api/x', async () => ({ success: true }))).toThrow(
      /not registered from a contract definition/,
    );
    expect(() => app.get('/elsewhere', async () => 'page')).not.toThrow();
    await app.close();
  });

  it('accept, at start-up, routes registered from definitions', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('ctx', {} as never);
    requireDefinitions(app);
    await app.register(keyReleaseRoutes, { prefix: '/api' });
    await expect(app.ready()).resolves.toBeDefined();
    expect(app.hasRoute({ method: 'HEAD', url: '/api/key-release/:storeId' })).toBe(true);
    await app.close();
  });
});
