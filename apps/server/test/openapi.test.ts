import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_SCHEME, DOWNLOAD_TOKEN_SCHEME } from '../src/platform/openapi';
import { startTestApp, type TestContext } from './harness';
import { allDefinitions, repoRoot } from './support/definitions';
import { inlineRefs } from './support/openapi-30';

/**
 * The OpenAPI document others build on: every operation says how to authenticate, and a typed
 * client generated from it (openapi-typescript) compiles, and Redocly's recommended rules pass with
 * none switched off (also a step of `npm test`: scripts/openapi.mjs, redocly.yaml).
 */

interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
interface Document {
  openapi: string;
  tags?: { name: string; description: string }[];
  components: {
    securitySchemes?: Record<string, { type: string; scheme?: string; bearerFormat?: string; in?: string }>;
    schemas?: Record<string, unknown>;
  };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestContext;
let document: Document;
/** The public operations answered only with a token of their own in the query (a download link's). */
let tokenRoutes: Set<string>;
beforeAll(async () => {
  tokenRoutes = new Set(
    (await allDefinitions())
      .filter(({ definition }) => definition.tokenQuery)
      .map(({ definition }) => definition.operationId),
  );
  t = await startTestApp();
  document = t.app.swagger() as unknown as Document;
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${p}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and declares the bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('asks every signed-in operation for the bearer token, and says public ones need none', () => {
    // A public download answers only with its link's token: the document declares that scheme.
    const publicSecurity = (operation: Operation) =>
      operation.operationId && tokenRoutes.has(operation.operationId) ? [{ [DOWNLOAD_TOKEN_SCHEME]: [] }] : [];
    const wrong = operations()
      .filter(({ operation }) => {
        const expected =
          operation.description === 'Access: public' ? publicSecurity(operation) : [{ [BEARER_SCHEME]: [] }];
        return JSON.stringify(operation.security) !== JSON.stringify(expected);
      })
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
    expect(operations().some(({ operation }) => operation.description === 'Access: public')).toBe(true);
  });

  it("keeps a definition's own description after its access rule", async () => {
    const described = (await allDefinitions()).filter(({ definition }) => definition.description);
    expect(described.length).toBeGreaterThan(0);
    const byId = new Map(operations().map(({ operation }) => [operation.operationId, operation.description]));
    for (const { definition } of described) {
      const description = byId.get(definition.operationId) ?? '';
      expect(description.startsWith('Access: '), description).toBe(true);
      expect(description.endsWith(`\n\n${definition.description}`), description).toBe(true);
    }
  });

  it('closes every object of every request body, as the server refuses unknown keys', () => {
    const open: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, where));
      if (!value || typeof value !== 'object') return;
      const schema = value as Record<string, unknown>;
      if (schema.type === 'object' && schema.additionalProperties === undefined) open.push(where);
      Object.values(schema).forEach((child) => walk(child, where));
    };
    // Named schemas are read where they are used.
    const inlined = inlineRefs(document);
    for (const [p, item] of Object.entries(inlined.paths))
      for (const [method, operation] of Object.entries(item))
        walk(operation.requestBody, `${method.toUpperCase()} ${p}`);
    expect(open).toEqual([]);
  });

  it('declares what the server answers a body it cannot take: 400, 413, 415 and 422', () => {
    const missing = operations()
      .filter(({ operation }) => operation.requestBody)
      .flatMap(({ where, operation }) =>
        ['400', '413', '415', '422']
          // A streamed upload is multipart: nothing in it is parsed as JSON.
          .filter((status) => !operation.responses[status] && !(status === '400' && where.includes('/uploads/')))
          .map((status) => `${where} ${status}`),
      );
    expect(missing).toEqual([]);
  });

  it('gives each file answer its own media types, never application/octet-stream', () => {
    const vague = operations()
      .filter(({ operation }) =>
        Object.values(operation.responses).some((r) => r.content && 'application/octet-stream' in r.content),
      )
      .map(({ where }) => where);
    expect(vague).toEqual([]);
    expect(document.components.securitySchemes?.[DOWNLOAD_TOKEN_SCHEME]).toMatchObject({ type: 'apiKey', in: 'query' });
  });

  it("passes Redocly's recommended rules, warnings counted, none switched off", { timeout: 60_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-openapi-lint-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
      fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended-strict\n');
      const lint = spawnSync(
        path.join(repoRoot, 'node_modules/.bin/redocly'),
        ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes each tag and each parameter, and gives each operation an example', () => {
    const tags = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    const hasExample = (content: Record<string, { example?: unknown }> | undefined) =>
      Object.values(content ?? {}).some((media) => media.example !== undefined);
    const missing = operations().flatMap(({ where, operation }) => [
      ...(operation.tags ?? []).filter((tag) => !tags.get(tag)).map((tag) => `${where}: tag ${tag}`),
      ...(operation.parameters ?? []).filter((p) => !p.description).map((p) => `${where}: parameter ${p.name}`),
      ...(hasExample(operation.requestBody?.content) || !operation.requestBody?.content?.['application/json']
        ? []
        : [`${where}: request example`]),
      ...(Object.values(operation.responses).some((answer) => hasExample(answer.content)) ? [] : [`${where}: example`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('names the records under components.schemas, and refers to each name it holds', () => {
    const schemas = document.components.schemas ?? {};
    for (const name of ['KeyRelease', 'Store', 'IncidentReport', 'Accountability'])
      expect(schemas, name).toHaveProperty(name);
    const list = document.paths['/api/key-release/{storeIdOrId}']!.get!.responses['200']!.content!['application/json'];
    expect(JSON.stringify(list)).toContain('"$ref":"#/components/schemas/KeyRelease"');
    const text = JSON.stringify({ paths: document.paths, schemas });
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
  });

  it('has one path per shape: paths differing only in parameter names are one path', () => {
    const shapes = Object.keys(document.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.length).toBe(new Set(shapes).size);
  });

  it('gives a typed client (openapi-typescript) that compiles', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-openapi-client-'));
    try {
      const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as never);
      fs.writeFileSync(path.join(dir, 'api.ts'), astToString(ast));
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        [
          "import type { operations, paths } from './api';",
          '',
          "type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];",
          'export const healthy: Health = { success: true };',
          '',
          "type KeyReleases = operations['listKeyReleases']['responses'][200]['content']['application/json'];",
          "type StorePath = operations['listKeyReleases']['parameters']['path'];",
          "type NewKeyRelease = operations['createKeyRelease']['requestBody'];",
          'export function list(path: StorePath, answer: KeyReleases): string[] {',
          '  return [String(Object.values(path)[0]), ...(answer.data ?? []).map((release) => release.firstName)];',
          '}',
          'export const none: KeyReleases = { success: true, data: [] };',
          "export const body: NonNullable<NewKeyRelease>['content']['application/json'] = {",
          "  first_name: 'Ada',",
          "  last_name: 'Lovelace',",
          "  time_given: '2026-11-25',",
          '};',
          '// @ts-expect-error success is the literal true',
          "export const wrong: Health = { success: 'yes' };",
          '',
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
