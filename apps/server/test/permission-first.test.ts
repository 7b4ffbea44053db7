import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@dripp/contract/endpoint';
import { permissions, rolePermissions, roles } from '../src/db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from './harness';
import { DATE_RULE_CLOCKS, storeDayAt } from './support/clock';
import { allDefinitions } from './support/definitions';

/**
 * Permission comes before validation (DESIGN §5, issue 32): a caller who may not use a route at
 * all, or not at the store the request names, is answered 403 whatever the input, never 422 with
 * a list of what is wrong with it. Generated over every registered route, so later routes are
 * covered too.
 */

interface Operation {
  method: string;
  /** The OpenAPI path, `/api/key-release/{storeId}`. */
  path: string;
  definition: AnyEndpoint;
}

// The stores' today in Los Angeles at 05:00 UTC: the caller is refused for the store whatever the
// day, and the day is still a valid one of the store's.
const { at, zone } = DATE_RULE_CLOCKS[0];
const TODAY = storeDayAt(zone, at);

let t: TestContext;
let operations: Operation[];
let storeA: number;
let storeB: number;
/** Signed in, with no role and no store. */
let nobody: string;
/** Every permission, through a store-level role at store A only. */
let storeAOnly: string;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => at });
  const byId = new Map((await allDefinitions()).map(({ definition }) => [definition.operationId, definition]));
  const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        definition: byId.get(operation.operationId ?? '')!,
      })),
    );
  storeA = (await makeStore(t.db, { timeZone: zone })).id;
  storeB = (await makeStore(t.db, { timeZone: zone })).id;
  const [role] = await t.db
    .insert(roles)
    .values({ name: 'Everything at one store', role: 'ROLE_EVERYTHING_AT_ONE_STORE', requiresStore: true })
    .returning();
  const all = await t.db.select({ id: permissions.id }).from(permissions);
  await t.db.insert(rolePermissions).values(all.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  nobody = tokenFor(t.app, await makeUser(t));
  storeAOnly = tokenFor(
    t.app,
    await makeUser(t, { links: [{ storeId: storeA, role: 'ROLE_EVERYTHING_AT_ONE_STORE' }] }),
  );
});
afterAll(() => t.close());

/** Routes only some callers may use: `anyOf`, without `allow-for-all`. */
const guarded = (op: Operation) =>
  'anyOf' in op.definition.access && !op.definition.access.anyOf.includes('allow-for-all');

/** The request's store is named in its path or, where the definition says so, in its body. */
const namesStore = (op: Operation) => op.path.includes('{storeId}') || Boolean(op.definition.storeField);

/** A request with the store given, plausible path values, and a body no schema accepts. */
function send(op: Operation, token: string, store: number) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'storeId' ? String(store) : name === 'date' ? TODAY : '1',
  );
  const field = op.definition.storeField;
  const body = { ...(field ? { [field]: store } : {}), not_a_field: '\u0000' };
  return t.app.inject({
    method: op.method as 'POST',
    url,
    headers: bearer(token),
    ...(op.definition.body ? { payload: body } : {}),
  });
}

describe('permission before validation, on every route', () => {
  it('answers 403 to a signed-in caller without any of the route’s permissions, whatever the body', async () => {
    const checked = operations.filter(guarded);
    expect(checked.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const op of checked) {
      const res = await send(op, nobody, storeB);
      if (res.statusCode !== 403) wrong.push(`${res.statusCode} ${op.method} ${op.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a caller of another store before reading the body, and 422 at the caller’s own store', async () => {
    const checked = operations.filter((op) => guarded(op) && namesStore(op));
    expect(checked.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/incident-report');
    expect(checked.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const op of checked) {
      const other = await send(op, storeAOnly, storeB);
      if (other.statusCode !== 403) wrong.push(`store B: ${other.statusCode} ${op.method} ${op.path}`);
      // The same caller and body at its own store gets past the permission to the validation: the
      // 403 above was the store's, and the body is one that is refused.
      if (!op.definition.body) continue;
      const own = await send(op, storeAOnly, storeA);
      if (own.statusCode !== 422) wrong.push(`store A: ${own.statusCode} ${op.method} ${op.path}`);
    }
    expect(wrong).toEqual([]);
  });
});
