import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from './harness';

/**
 * Decision 275: the chain's own texts keep a Spanish beside the English. The Spanish is read back as
 * saved; a change of the English flags it as possibly out of date until the Spanish is saved again.
 */

let t: TestContext;
let admin: string;
let storeId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(admin),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  storeId = (await makeStore(t.db)).id;
  admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
});
afterAll(() => t.close());

describe("a checklist task's Spanish", () => {
  it('is saved and read back, flagged when the English changes, and cleared when saved again', async () => {
    const created = await call('POST', `/api/checklists/${storeId}/open`, {
      task: 'Turn on espresso machine',
      task_es: ' Enciende la máquina de espresso ',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({
      task_es: 'Enciende la máquina de espresso',
      task_es_out_of_date: false,
    });

    const day = await call('GET', `/api/daily-checklist/${storeId}/2026-11-20`);
    expect(day.json().data.open[0]).toMatchObject({
      task: 'Turn on espresso machine',
      task_es: 'Enciende la máquina de espresso',
      task_es_out_of_date: false,
    });

    // The English changes; the task read and sent back keeps its Spanish but does not vouch for it.
    const read = (await call('GET', `/api/checklists/${id}`)).json().data;
    const edited = await call('PUT', `/api/checklists/${id}`, { ...read, task: 'Turn on both espresso machines' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      task_es: 'Enciende la máquina de espresso',
      task_es_out_of_date: true,
    });
    const flaggedDay = await call('GET', `/api/daily-checklist/${storeId}/2026-11-20`);
    expect(flaggedDay.json().data.open[0]).toMatchObject({ task_es_out_of_date: true });

    // Saving the English alone again leaves the flag.
    const again = await call('PUT', `/api/checklists/${id}`, { task: 'Turn on both espresso machines' });
    expect(again.json().data.task_es_out_of_date).toBe(true);

    // Confirming the Spanish unchanged clears it.
    const confirmed = await call('PUT', `/api/checklists/${id}`, {
      task: 'Turn on both espresso machines',
      task_es: 'Enciende la máquina de espresso',
      task_es_confirmed: true,
    });
    expect(confirmed.json().data).toMatchObject({ task_es_out_of_date: false });

    // A new Spanish after another change of the English clears it too.
    await call('PUT', `/api/checklists/${id}`, { task: 'Turn on the espresso machines' });
    const resaved = await call('PUT', `/api/checklists/${id}`, {
      task: 'Turn on the espresso machines',
      task_es: 'Enciende las máquinas de espresso',
    });
    expect(resaved.json().data).toMatchObject({
      task_es: 'Enciende las máquinas de espresso',
      task_es_out_of_date: false,
    });

    // A blank Spanish removes it.
    const removed = await call('PUT', `/api/checklists/${id}`, { task: 'Turn on the espresso machines', task_es: '' });
    expect(removed.json().data).toMatchObject({ task_es: null, task_es_out_of_date: false });
  });

  it('answers a task without Spanish with null and no flag', async () => {
    const created = await call('POST', `/api/checklists/${storeId}/close`, { task: 'Mop the floor' });
    expect(created.json().data).toMatchObject({ task_es: null, task_es_out_of_date: false });
  });
});

describe("a shift note's language", () => {
  it("is the writer's when the comments change, and stays when they do not", async () => {
    const date = '2026-11-19';
    const writer = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, writer.id));
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/comm-sheet/${storeId}/${date}`,
      // The writer's own setting wins over the browser's header.
      headers: { ...bearer(tokenFor(t.app, writer)), 'accept-language': 'en-US,en;q=0.9' },
      payload: { type: 'open', names: ['Ana'], comments: '<p>Falta leche de avena</p>' },
    });
    expect(created.statusCode).toBe(200);
    const shift = created.json().data;
    expect(shift.comments_language).toBe('es');

    // Names alone change: the comments keep the language they were written in.
    const names = await t.app.inject({
      method: 'PUT',
      url: `/api/comm-sheet/${shift.id}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { names: ['Ana', 'Bo'], comments: shift.comments },
    });
    expect(names.json().data.comments_language).toBe('es');

    const rewritten = await t.app.inject({
      method: 'PUT',
      url: `/api/comm-sheet/${shift.id}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { comments: '<p>Out of oat milk</p>' },
    });
    expect(rewritten.json().data.comments_language).toBe('en');
    const day = await call('GET', `/api/comm-sheet/${storeId}/${date}`);
    expect(day.json().data.open.comments_language).toBe('en');
    expect(day.json().data.mid.comments_language).toBeNull();
  });
});

describe("a score category's and item's Spanish", () => {
  it('is saved and read back, and flagged when the English changes', async () => {
    const created = await call('POST', '/api/retail-score-categories', [
      {
        name: 'Cleanliness',
        name_es: 'Limpieza',
        items: [{ name: 'Floors swept', name_es: 'Pisos barridos', permissible_score: 5 }],
      },
    ]);
    expect(created.statusCode).toBe(200);
    const category = created.json().data[0];
    expect(category).toMatchObject({ name_es: 'Limpieza', name_es_out_of_date: false });
    expect(category.retail_score_category_items[0]).toMatchObject({
      name_es: 'Pisos barridos',
      name_es_out_of_date: false,
    });

    // The category read and sent back with a new English name for the item: its Spanish is flagged.
    const item = category.retail_score_category_items[0];
    const edited = await call('PUT', `/api/retail-score-categories/${category.id}`, {
      ...category,
      retail_score_category_items: [{ ...item, name: 'Floors swept and mopped' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name_es: 'Limpieza', name_es_out_of_date: false });
    expect(edited.json().data.retail_score_category_items[0]).toMatchObject({
      name_es: 'Pisos barridos',
      name_es_out_of_date: true,
    });

    const resaved = await call('PUT', `/api/retail-score-categories/${category.id}`, {
      name: 'Cleanliness',
      items: [
        { id: item.id, name: 'Floors swept and mopped', name_es: 'Pisos barridos y trapeados', permissible_score: 5 },
      ],
    });
    expect(resaved.json().data.retail_score_category_items[0]).toMatchObject({
      name_es: 'Pisos barridos y trapeados',
      name_es_out_of_date: false,
    });
  });
});

describe("the announcement's, the promotion's, a recipe's and a schematic's Spanish", () => {
  it('are saved, read back, flagged when the English changes and cleared when confirmed', async () => {
    const dashboard = await call('PUT', '/api/dashboard', {
      announcement: '<p>Fall menu</p>',
      announcement_es: '<p>Menú de otoño</p><script>x</script>',
      title: 'Cold brew',
      description: '',
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data).toMatchObject({
      announcement_es: '<p>Menú de otoño</p>',
      announcement_es_out_of_date: false,
      title_es: null,
    });
    const changed = await call('PUT', '/api/dashboard', {
      announcement: '<p>Winter menu</p>',
      title: 'Cold brew',
      description: '',
    });
    expect(changed.json().data).toMatchObject({
      announcement_es: '<p>Menú de otoño</p>',
      announcement_es_out_of_date: true,
    });
    const confirmed = await call('PUT', '/api/dashboard', {
      announcement: '<p>Winter menu</p>',
      announcement_es_confirmed: true,
      title: 'Cold brew',
      description: '',
    });
    expect(confirmed.json().data.announcement_es_out_of_date).toBe(false);

    const promotion = await call('PUT', '/api/promotion', {
      title: 'Two for one',
      title_es: 'Dos por uno',
      description: '',
    });
    expect(promotion.statusCode).toBe(200);
    const read = promotion.json().data;
    expect(read.promotion).toMatchObject({ title_es: 'Dos por uno', title_es_out_of_date: false });
    // The promotion as read, its English changed: the Spanish is kept and flagged.
    const asRead = await call('PUT', '/api/promotion', {
      ...read,
      promotion: { ...read.promotion, title: 'Three for two' },
    });
    expect(asRead.statusCode).toBe(200);
    expect(asRead.json().data.promotion).toMatchObject({ title_es: 'Dos por uno', title_es_out_of_date: true });

    const recipe = await call('POST', '/api/recipes', {
      name: 'Latte',
      name_es: 'Café con leche',
      content: '<p>Steam milk</p>',
      content_es: '<p>Calienta la leche</p>',
      type: 'espresso-bar',
    });
    expect(recipe.statusCode).toBe(200);
    const recipeId = recipe.json().data.recipe.id as number;
    expect(recipe.json().data.recipe).toMatchObject({ name_es: 'Café con leche', content_es_out_of_date: false });
    const recipeEdited = await call('PUT', `/api/recipes/${recipeId}`, {
      name: 'Latte',
      content: '<p>Steam whole milk</p>',
      type: 'espresso-bar',
    });
    expect(recipeEdited.json().data.recipe).toMatchObject({
      name_es_out_of_date: false,
      content_es: '<p>Calienta la leche</p>',
      content_es_out_of_date: true,
    });
    const recipeResaved = await call('PUT', `/api/recipes/${recipeId}`, {
      name: 'Latte',
      content: '<p>Steam whole milk</p>',
      content_es: '<p>Calienta la leche entera</p>',
      type: 'espresso-bar',
    });
    expect(recipeResaved.json().data.recipe.content_es_out_of_date).toBe(false);

    const schematic = await call('POST', '/api/schematics', { name: 'Bar layout', name_es: 'Plano de la barra' });
    expect(schematic.statusCode).toBe(200);
    const schematicId = schematic.json().data.id as number;
    const renamed = await call('PUT', `/api/schematics/${schematicId}`, { name: 'Bar layout 2' });
    expect(renamed.json().data).toMatchObject({ name_es: 'Plano de la barra', name_es_out_of_date: true });
    const list = await call('GET', '/api/schematics');
    expect(list.json().data.find((s: { id: number }) => s.id === schematicId)).toMatchObject({
      name_es_out_of_date: true,
    });
  });
});
