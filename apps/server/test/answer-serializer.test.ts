import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '@dripp/contract/api';
import { createAnswerSerializer } from '../src/platform/answer-serializer';
import { startTestApp, type TestContext } from './harness';

describe('answers written from compiled JSON schemas', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compiles every answer schema of every route: none is left to the zod encoder', () => {
    expect(t.app.answerSerializer.fallbacks).toEqual([]);
    expect(t.app.answerSerializer.compiled()).toBeGreaterThan(50);
  });
});

describe('a compiled answer is the answer zod wrote', () => {
  const Item = z.object({
    id: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    price: z.number(),
    extra: z.string().optional(),
    kind: z.enum(['a', 'b']),
    flag: z.literal(1),
    owner: z.object({ id: z.number(), name: z.string() }).nullable(),
    tags: z.array(z.string()),
    scores: z.record(z.string(), z.array(z.number())),
    either: z.union([z.object({ list: z.array(z.number()) }), z.object({ one: z.string() })]),
    anything: z.unknown(),
    when: z.date(),
    day: z.iso.date(),
    at: z.iso.datetime(),
  });
  const schema = okEnvelope(z.array(Item));
  const serializer = createAnswerSerializer({ check: true });
  const write = serializer.compile({ schema, method: 'GET', url: '/test', httpStatus: '200' });

  const item = {
    id: 1,
    name: 'Ä "quoted" \\ \u2028 line',
    note: null,
    price: 12.5,
    kind: 'a',
    flag: 1,
    owner: { id: 2, name: 'Sam', password: 'never sent' },
    tags: ['x'],
    scores: { first: [1, 2] },
    either: { one: 'two', hidden: true },
    anything: { free: ['form'] },
    when: new Date('2026-11-25T10:00:00Z'),
    day: '2026-11-25',
    at: '2026-11-25T10:00:00Z',
    secret: 'dropped',
  };

  it('writes the same JSON as zod, leaving out undeclared keys', () => {
    const written = JSON.parse(write({ success: true, data: [item, { ...item, note: 'n', owner: null, extra: 'e' }] }));
    expect(written.data[0]).not.toHaveProperty('secret');
    expect(written.data[0].owner).toEqual({ id: 2, name: 'Sam' });
    expect(written.data[0].either).toEqual({ one: 'two' });
    expect(written.data[0].when).toBe('2026-11-25T10:00:00.000Z');
    expect(written.data[1]).toMatchObject({ note: 'n', owner: null, extra: 'e' });
    expect(serializer.fallbacks).toEqual([]);
  });

  it('still refuses, under the test runner, an answer that does not match its schema', () => {
    expect(() => write({ success: true, data: [{ ...item, id: 'one' }] })).toThrow();
  });
});
