import { describe, expect, it } from 'vitest';
import { retailItemScores, retailScoreSheets } from '../../db/schema/index';
import {
  t,
  store1,
  store2,
  manager1Id,
  manager2Id,
  baristaId,
  tok,
  call,
  n,
  snapshot,
  seedCategories,
  sheet,
  useEvaluationsWorld,
} from '../../../test/fixtures/evaluations';

// Retail score sheets: evaluations of a store against the score categories (spec 3 §8).
useEvaluationsWorld();

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
