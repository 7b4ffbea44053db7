import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  retailItemScores,
  retailScoreCategories,
  retailScoreCategoryItems,
  retailScoreSheets,
} from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';

let t: TestContext;
let store1: number;
let store2: number;
let manager1Id: number;
let manager2Id: number;
let baristaId: number;
const tok = {} as Record<
  'admin' | 'corp' | 'manager1' | 'manager2' | 'franchisee' | 'barista' | 'storeCategoryAdmin',
  string
>;

const call = apiCaller(() => t);
const n = async (
  table:
    typeof retailScoreSheets | typeof retailScoreCategories | typeof retailItemScores | typeof retailScoreCategoryItems,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const snapshot = async () => [
  await n(retailScoreCategories),
  await n(retailScoreCategoryItems),
  await n(retailScoreSheets),
  await n(retailItemScores),
];

beforeAll(async () => {
  t = await startTestApp();
  store1 = (await makeStore(t.db, { title: 'Alpha' })).id;
  store2 = (await makeStore(t.db, { title: 'Bravo' })).id;
  const categoryRole = await makeRole(t.db, 'ROLE_SCORE_ADMIN', [
    'retail-score-categories-create',
    'retail-score-categories-edit',
    'retail-score-categories-delete',
  ]);
  const people = {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corp: { baseRoles: ['ROLE_CORPORATE'] },
    manager1: { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] },
    manager2: { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] },
    franchisee: { links: [{ storeId: store1, role: 'ROLE_FRANCHISEE' }] },
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    storeCategoryAdmin: { links: [{ storeId: store1, role: categoryRole.role }] },
  };
  for (const [key, options] of Object.entries(people)) {
    const user = await makeUser(t, options);
    tok[key as keyof typeof tok] = tokenFor(t.app, user);
    if (key === 'manager1') manager1Id = user.id;
    if (key === 'manager2') manager2Id = user.id;
    if (key === 'barista') baristaId = user.id;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(retailScoreSheets);
  await t.db.delete(retailScoreCategories);
});

const twoCategories = [
  {
    name: 'Espresso Bar Standards',
    items: [
      { name: 'Grinder dialled in', permissible_score: 5 },
      { name: 'Steam wand purged', permissible_score: 3 },
    ],
  },
  { name: 'Cash Handling', items: [{ name: 'Till counted', permissible_score: 2 }] },
];

interface Category {
  id: number;
  name: string;
  retail_score_category_items: { id: number; name: string; permissible_score: number }[];
}

async function seedCategories(): Promise<Category[]> {
  const res = await call('POST', '/api/retail-score-categories', tok.admin, twoCategories);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

function sheet(categories: Category[], scores: number[], extra: Record<string, unknown> = {}) {
  const items = categories.flatMap((c) => c.retail_score_category_items);
  return {
    store_id: store1,
    manager_id: manager1Id,
    score_date: '2026-10-05',
    additional_notes: 'Morning visit',
    scores: items.map((item, i) => ({ item_id: item.id, score: scores[i] ?? item.permissible_score })),
    ...extra,
  };
}

describe('score categories', () => {
  it('creates several categories in the order given and lists them with their items', async () => {
    const created = await seedCategories();
    expect(created.map((c) => c.name)).toEqual(['Espresso Bar Standards', 'Cash Handling']);
    const more = await call('POST', '/api/retail-score-categories', tok.corp, [
      { name: ' Food Safety ', items: [{ name: 'Fridge at 41°F or below', permissible_score: '4' }] },
    ]);
    expect(more.statusCode).toBe(200);
    expect(more.json().message).toBe('Category saved successfully');
    const list = await call(
      'GET',
      '/api/retail-score-categories?include=retail_score_category_items&type=evaluation_report',
      tok.manager1,
    );
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.map((c: Category) => c.name)).toEqual(['Espresso Bar Standards', 'Cash Handling', 'Food Safety']);
    expect(
      data[0].retail_score_category_items.map((i: { name: string; permissible_score: number }) => [
        i.name,
        i.permissible_score,
      ]),
    ).toEqual([
      ['Grinder dialled in', 5],
      ['Steam wand purged', 3],
    ]);
    expect(data[0].created_at.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers 422 with dotted paths (category, item, field) and saves nothing', async () => {
    await seedCategories();
    const before = await snapshot();
    const res = await call('POST', '/api/retail-score-categories', tok.admin, [
      { name: 'Fine', items: [{ name: 'Ok', permissible_score: 1 }] },
      {
        name: '  ',
        items: [
          { name: 'A', permissible_score: 2 },
          { name: '', permissible_score: 0 },
        ],
      },
    ]);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['1.items.1.name', '1.items.1.permissible_score', '1.name']);
    for (const bad of [
      [],
      { name: 'A' },
      [{ name: 'A', items: [] }],
      [{ name: 'x'.repeat(201), items: [{ name: 'a', permissible_score: 1 }] }],
      [{ name: 'A', items: [{ name: 'a', permissible_score: 11 }] }],
    ]) {
      expect((await call('POST', '/api/retail-score-categories', tok.admin, bad)).statusCode).toBe(422);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses without a token (401), without the permission or with a store-level grant only (403), changing nothing', async () => {
    const [first] = await seedCategories();
    const before = await snapshot();
    expect((await call('POST', '/api/retail-score-categories', undefined, twoCategories)).statusCode).toBe(401);
    expect((await call('GET', '/api/retail-score-categories')).statusCode).toBe(401);
    expect((await call('GET', '/api/retail-score-categories', tok.barista)).statusCode).toBe(403);
    for (const token of [tok.manager1, tok.storeCategoryAdmin]) {
      expect((await call('POST', '/api/retail-score-categories', token, twoCategories)).statusCode).toBe(403);
      expect((await call('PUT', `/api/retail-score-categories/${first!.id}`, token, twoCategories[1])).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/retail-score-categories/${first!.id}`, token)).statusCode).toBe(403);
      expect((await call('PUT', `/api/retail-score-categories/${first!.id}/restore`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/retail-score-categories/${first!.id}/force-delete`, token)).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', '/api/retail-score-categories?trashed=1', tok.manager1)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('updates one category: renames, rescoring, removing and adding items; saved sheets keep their scores', async () => {
    const categories = await seedCategories();
    const saved = await call('POST', '/api/retail-scores', tok.manager1, sheet(categories, [3, 3, 2]));
    expect(saved.statusCode).toBe(200);
    const [bar] = categories;
    const [grinder] = bar!.retail_score_category_items;
    const res = await call('PUT', `/api/retail-score-categories/${bar!.id}`, tok.corp, {
      name: 'Espresso Bar',
      items: [
        { id: grinder!.id, name: 'Grinder dialled in', permissible_score: 10 },
        { name: 'Portafilters clean', permissible_score: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category updated successfully');
    expect(
      res
        .json()
        .data.retail_score_category_items.map((i: { name: string; permissible_score: number }) => [
          i.name,
          i.permissible_score,
        ]),
    ).toEqual([
      ['Grinder dialled in', 10],
      ['Portafilters clean', 2],
    ]);
    const view = (await call('GET', `/api/retail-scores/${saved.json().data.id}`, tok.manager1)).json().data;
    expect(view.total_score).toBe(10);
    expect(
      view.retail_item_score.map((s: { total_score: number; permissible_score: number }) => [
        s.total_score,
        s.permissible_score,
      ]),
    ).toEqual([
      [3, 5],
      [3, 3],
      [2, 2],
    ]);
    expect(view.retail_item_score[1].retail_score_category_item.name).toBe('Steam wand purged');

    const other = categories[1]!.retail_score_category_items[0]!;
    const foreign = await call('PUT', `/api/retail-score-categories/${bar!.id}`, tok.corp, {
      name: 'Espresso Bar',
      items: [{ id: other.id, name: 'Stolen', permissible_score: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty(['items.0.id']);
    const bad = await call('PUT', `/api/retail-score-categories/${bar!.id}`, tok.corp, {
      name: '',
      items: [{ name: 'x', permissible_score: 'five' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['items.0.permissible_score', 'name']);
    expect((await call('PUT', '/api/retail-score-categories/999999', tok.corp, twoCategories[1])).statusCode).toBe(404);
  });

  it('moves to the trash, restores, and force-deletes only unused trashed categories (409 otherwise)', async () => {
    const categories = await seedCategories();
    const [bar, cash] = categories;
    const active = async () =>
      (await call('GET', '/api/retail-score-categories?trashed=0', tok.admin)).json().data.map((c: Category) => c.id);
    const trashed = async () =>
      (await call('GET', '/api/retail-score-categories?trashed=1', tok.admin)).json().data.map((c: Category) => c.id);

    const early = await call('DELETE', `/api/retail-score-categories/${cash!.id}/force-delete`, tok.admin);
    expect(early.statusCode).toBe(409);

    expect((await call('DELETE', `/api/retail-score-categories/${cash!.id}`, tok.admin)).json().message).toBe(
      'Successfully deleted category',
    );
    expect(await active()).toEqual([bar!.id]);
    expect(await trashed()).toEqual([cash!.id]);
    const restored = await call('PUT', `/api/retail-score-categories/${cash!.id}/restore`, tok.admin);
    expect(restored.json().message).toBe('Category restored');
    expect(await active()).toEqual([bar!.id, cash!.id]);

    // A category that a saved evaluation scored stays.
    expect((await call('POST', '/api/retail-scores', tok.manager1, sheet(categories, []))).statusCode).toBe(200);
    await call('DELETE', `/api/retail-score-categories/${bar!.id}`, tok.admin);
    const before = await snapshot();
    const used = await call('DELETE', `/api/retail-score-categories/${bar!.id}/force-delete`, tok.admin);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/used by saved evaluations/);
    expect(await snapshot()).toEqual(before);

    await t.db.delete(retailScoreSheets);
    await call('DELETE', `/api/retail-score-categories/${cash!.id}`, tok.admin);
    const gone = await call('DELETE', `/api/retail-score-categories/${cash!.id}/force-delete`, tok.admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Category deleted');
    expect(await trashed()).toEqual([bar!.id]);
    expect((await call('DELETE', '/api/retail-score-categories/999999', tok.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/retail-score-categories/0x10', tok.admin)).statusCode).toBe(422);
  });
});

describe('evaluations', () => {
  it('saves a sheet with the totals recomputed from the item scores, whatever the client claims', async () => {
    const categories = await seedCategories();
    const foreign = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, [4, 0, 2]),
      user_id: manager2Id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(await t.db.select().from(retailScoreSheets)).toEqual([]);
    const res = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, [4, 0, 2]),
      total_score: 999,
      evaluated_score: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully saved new Retail Score Sheet');
    const data = res.json().data;
    expect(data).toMatchObject({
      score_date: '2026-10-05',
      store: { id: store1, title: 'Alpha' },
      manager: { id: manager1Id },
      user: { id: manager1Id },
      additional_notes: 'Morning visit',
      total_score: 10,
      evaluated_score: 6,
    });
    const [row] = await t.db.select().from(retailScoreSheets);
    expect([row!.totalScore, row!.evaluatedScore, row!.userId]).toEqual([10, 6, manager1Id]);
    const stored = await t.db.select().from(retailItemScores);
    expect(stored.map((s) => [s.permissibleScore, s.score]).sort()).toEqual([
      [2, 2],
      [3, 0],
      [5, 4],
    ]);
  });

  it('answers 422 with store_id, manager_id and score paths and saves nothing', async () => {
    const categories = await seedCategories();
    const before = await snapshot();
    const wrongManager = await call(
      'POST',
      '/api/retail-scores',
      tok.manager1,
      sheet(categories, [], { manager_id: manager2Id }),
    );
    expect(wrongManager.statusCode).toBe(422);
    expect(Object.keys(wrongManager.json().errors)).toEqual(['manager_id']);
    const barista = await call(
      'POST',
      '/api/retail-scores',
      tok.admin,
      sheet(categories, [], { manager_id: baristaId }),
    );
    expect(Object.keys(barista.json().errors)).toEqual(['manager_id']);
    const noStore = await call('POST', '/api/retail-scores', tok.admin, sheet(categories, [], { store_id: 999999 }));
    expect(noStore.statusCode).toBe(422);
    expect(Object.keys(noStore.json().errors)).toEqual(['store_id']);
    const tooHigh = await call('POST', '/api/retail-scores', tok.manager1, sheet(categories, [6]));
    expect(tooHigh.statusCode).toBe(422);
    expect(Object.keys(tooHigh.json().errors)).toEqual(['scores.0.score']);
    const unknownItem = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, []),
      scores: [{ item_id: 999999, score: 1 }],
    });
    expect(Object.keys(unknownItem.json().errors)).toEqual(['scores.0.item_id']);
    const malformed = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, []),
      store_id: '0x10',
      score_date: '2026-02-30',
      scores: [{ item_id: 1, score: -1 }],
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['score_date', 'scores.0.score', 'store_id']);
    expect(
      (
        await call('POST', '/api/retail-scores', tok.manager1, {
          ...sheet(categories, []),
          additional_notes: 'x'.repeat(5001),
        })
      ).statusCode,
    ).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unscored item, allows not applicable only where the category does, and leaves it out of both totals', async () => {
    const categories = await seedCategories();
    const before = await snapshot();
    const unscored = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, []),
      scores: sheet(categories, [4, 3]).scores.map((s, i) => (i === 2 ? { item_id: s.item_id, score: null } : s)),
    });
    expect(unscored.statusCode).toBe(422);
    expect(unscored.json().errors).toEqual({ 'scores.2.score': ['Score Till counted'] });
    const notAllowed = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, []),
      scores: sheet(categories, [4, 3, 2]).scores.map((s, i) =>
        i === 2 ? { item_id: s.item_id, not_applicable: true } : s,
      ),
    });
    expect(notAllowed.statusCode).toBe(422);
    expect(Object.keys(notAllowed.json().errors)).toEqual(['scores.2.not_applicable']);
    expect(await snapshot()).toEqual(before);

    const cash = categories[1]!;
    const allowed = await call('PUT', `/api/retail-score-categories/${cash.id}`, tok.admin, {
      name: cash.name,
      allows_not_applicable: true,
      items: cash.retail_score_category_items.map(({ id, name, permissible_score }) => ({
        id,
        name,
        permissible_score,
      })),
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.allows_not_applicable).toBe(true);
    const saved = await call('POST', '/api/retail-scores', tok.manager1, {
      ...sheet(categories, []),
      scores: sheet(categories, [4, 0, 2]).scores.map((s, i) =>
        i === 2 ? { item_id: s.item_id, not_applicable: true } : s,
      ),
    });
    expect(saved.statusCode).toBe(200);
    // 5 + 3 possible (the till is not applicable), 4 + 0 given.
    expect(saved.json().data).toMatchObject({ total_score: 8, evaluated_score: 4 });
    const till = saved
      .json()
      .data.retail_item_score.find(
        (s: { retail_score_category_item: { name: string } }) => s.retail_score_category_item.name === 'Till counted',
      );
    expect(till).toMatchObject({ not_applicable: true, total_score: 0, permissible_score: 2 });
  });

  it('refuses another store (403), a missing permission (403) and no token (401), saving nothing', async () => {
    const categories = await seedCategories();
    const before = await snapshot();
    expect((await call('POST', '/api/retail-scores', undefined, sheet(categories, []))).statusCode).toBe(401);
    expect((await call('POST', '/api/retail-scores', tok.manager2, sheet(categories, []))).statusCode).toBe(403);
    expect((await call('POST', '/api/retail-scores', tok.franchisee, sheet(categories, []))).statusCode).toBe(403);
    expect((await call('POST', '/api/retail-scores', tok.barista, sheet(categories, []))).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('views a sheet (null when missing, 403 at another store), edits it and deletes it by permission at its store', async () => {
    const categories = await seedCategories();
    const id = (await call('POST', '/api/retail-scores', tok.manager1, sheet(categories, [5, 3, 2]))).json().data.id;
    const view = await call('GET', `/api/retail-scores/${id}`, tok.franchisee);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.retail_item_score).toHaveLength(3);
    expect(view.json().data.retail_item_score[0].retail_score_category_item.retail_score_category.name).toBe(
      'Espresso Bar Standards',
    );
    expect((await call('GET', '/api/retail-scores/999999', tok.manager1)).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await call('GET', `/api/retail-scores/${id}`, tok.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/retail-scores/${id}`, tok.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/retail-scores/${id}`)).statusCode).toBe(401);

    const before = await snapshot();
    expect(
      (
        await call(
          'PUT',
          `/api/retail-scores/${id}`,
          tok.manager2,
          sheet(categories, [0, 0, 0], { store_id: store2, manager_id: manager2Id }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `/api/retail-scores/${id}`,
          tok.manager1,
          sheet(categories, [0, 0, 0], { store_id: store2, manager_id: manager2Id }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/retail-scores/${id}`, tok.franchisee, sheet(categories, [0, 0, 0]))).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/retail-scores/${id}`, tok.manager1, sheet(categories, [9]))).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
    expect((await t.db.select().from(retailScoreSheets))[0]!.evaluatedScore).toBe(10);

    const edited = await call('PUT', `/api/retail-scores/${id}`, tok.manager1, {
      ...sheet(categories, [1, 1, 1], { score_date: '2026-10-06', additional_notes: 'Afternoon' }),
      evaluated_score: 10,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      score_date: '2026-10-06',
      additional_notes: 'Afternoon',
      total_score: 10,
      evaluated_score: 3,
    });
    expect(await n(retailItemScores)).toBe(3);
    expect((await call('PUT', '/api/retail-scores/999999', tok.manager1, sheet(categories, []))).statusCode).toBe(404);

    // Managers hold no delete permission in the standard grants; corporate does.
    expect((await call('DELETE', `/api/retail-scores/${id}`, tok.manager1)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/retail-scores/${id}`)).statusCode).toBe(401);
    expect(await n(retailScoreSheets)).toBe(1);
    const removed = await call('DELETE', `/api/retail-scores/${id}`, tok.corp);
    expect(removed.json()).toEqual({ success: true, message: 'Successfully deleted retail score' });
    expect(await snapshot()).toEqual([2, 3, 0, 0]);
    expect((await call('DELETE', `/api/retail-scores/${id}`, tok.corp)).statusCode).toBe(404);
  });

  it('lists sheets of the permitted stores only, filtered, paged, with total_records', async () => {
    const categories = await seedCategories();
    for (let day = 1; day <= 12; day++) {
      const date = `2026-09-${String(day).padStart(2, '0')}`;
      await call('POST', '/api/retail-scores', tok.manager1, sheet(categories, [day % 5], { score_date: date }));
    }
    await call(
      'POST',
      '/api/retail-scores',
      tok.manager2,
      sheet(categories, [], {
        store_id: store2,
        manager_id: manager2Id,
        score_date: '2026-09-30',
        additional_notes: 'Bravo visit',
      }),
    );

    const list = async (query: string, token = tok.admin) => {
      const res = await call('GET', `/api/retail-scores${query}`, token);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: number; score_date: string; store: { id: number } }[]; total_records: number };
    };
    const first = await list('');
    expect(first.total_records).toBe(13);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.score_date).toBe('2026-09-30');
    const second = await list('?limit=10&offset=10');
    expect(second.data.map((r) => r.score_date)).toEqual(['2026-09-03', '2026-09-02', '2026-09-01']);
    expect((await list('?limit=10&offset=13')).data).toEqual([]);
    expect((await list('?limit=10&offset=12')).data).toHaveLength(1);
    expect((await list('?limit=100')).data).toHaveLength(13);
    expect((await call('GET', '/api/retail-scores?limit=101', tok.admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/retail-scores?offset=-1', tok.admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/retail-scores?date_from=2026-13-01', tok.admin)).statusCode).toBe(422);

    expect((await list('', tok.manager2)).total_records).toBe(1);
    expect((await list('', tok.franchisee)).total_records).toBe(12);
    expect((await list(`?store_id=${store2}`)).data.map((r) => r.store.id)).toEqual([store2]);
    expect((await call('GET', `/api/retail-scores?store_id=${store1}`, tok.manager2)).statusCode).toBe(403);
    expect((await call('GET', '/api/retail-scores', tok.barista)).statusCode).toBe(403);
    expect((await call('GET', '/api/retail-scores')).statusCode).toBe(401);

    const range = await list('?date_from=2026-09-03&date_to=2026-09-05');
    expect(range.data.map((r) => r.score_date)).toEqual(['2026-09-05', '2026-09-04', '2026-09-03']);
    expect(range.total_records).toBe(3);
    expect((await list('?search=bravo')).total_records).toBe(1);
    expect((await list('?search=100%25')).total_records).toBe(0);
  });
});
