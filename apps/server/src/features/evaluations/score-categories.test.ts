import { describe, expect, it } from 'vitest';
import { retailScoreSheets } from '../../db/schema/index';
import {
  t,
  tok,
  call,
  snapshot,
  twoCategories,
  seedCategories,
  sheet,
  type Category,
  useEvaluationsWorld,
} from '../../../test/fixtures/evaluations';

// Score categories: the checklist of an evaluation (spec 3 §8).
useEvaluationsWorld();

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
