import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AddressBookCategory,
  AddressBookEntry,
  AddressBookFields,
  AddressBookGroup,
} from '@dripp/contract/address-book';
import { isWebLink } from '@dripp/contract/inputs';
import type { Db } from '../../db/client';
import { addressBookCategories, addressBookEntries, addressBookEntryCategories } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { requireActiveStore } from '../../platform/store-people';
import { invalid, notFound } from '../../platform/errors';

type EntryRow = typeof addressBookEntries.$inferSelect;

async function categoriesOf(db: Db, entryIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return map;
  const rows = await db
    .select()
    .from(addressBookEntryCategories)
    .where(inArray(addressBookEntryCategories.entryId, entryIds))
    .orderBy(asc(addressBookEntryCategories.categoryId));
  for (const row of rows) map.get(row.entryId)?.push(row.categoryId);
  return map;
}

function toEntry(row: EntryRow, categories: number[]): AddressBookEntry {
  const contact = row.contactName ?? '';
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    email: row.email ?? '',
    contactName: contact,
    contact_name: contact,
    street: row.street ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
    phone: row.phone ?? '',
    phone2: row.phone2 ?? '',
    fax: row.fax ?? '',
    // A link stored before only web links were taken is not passed on.
    website: row.website && isWebLink(row.website) ? row.website : '',
    categories,
  };
}

async function entryRow(db: Db, id: number): Promise<EntryRow> {
  const [row] = await db.select().from(addressBookEntries).where(eq(addressBookEntries.id, id));
  if (!row) throw notFound('No such Address');
  return row;
}

/** GET /stores/{id}/address-book: the store's providers by name. */
export async function storeAddressBook(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<AddressBookEntry[]> {
  requireAt(principal, 'service-providers-view', storeId);
  const rows = await ctx.db
    .select()
    .from(addressBookEntries)
    .where(eq(addressBookEntries.storeId, storeId))
    .orderBy(asc(addressBookEntries.name), asc(addressBookEntries.id));
  const cats = await categoriesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toEntry(r, cats.get(r.id) ?? []));
}

/** GET /address-book/{storeId}/details: the ticket picker's groups; a provider in two categories shows in both. */
export async function addressBookDetails(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<AddressBookGroup[]> {
  const entries = await storeAddressBook(ctx, principal, storeId);
  const categories = await ctx.db.select().from(addressBookCategories).orderBy(asc(addressBookCategories.name));
  const resource = (e: AddressBookEntry) => ({
    id: e.id,
    name: e.name,
    street: e.street,
    city: e.city,
    state: e.state,
    zip: e.zip,
    contact_name: e.contactName,
    phone: e.phone,
    phone2: e.phone2,
    fax: e.fax,
    email: e.email,
  });
  const groups: AddressBookGroup[] = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      resources: entries.filter((e) => e.categories.includes(c.id)).map(resource),
    }))
    .filter((g) => g.resources.length > 0);
  const other = entries.filter((e) => e.categories.length === 0);
  if (other.length > 0) groups.push({ id: 0, name: 'Other', resources: other.map(resource) });
  return groups;
}

/** GET /address-book/{id}. */
export async function addressBookEntry(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
): Promise<AddressBookEntry> {
  const row = await entryRow(ctx.db, id);
  requireAt(principal, 'service-providers-view', row.storeId);
  return toEntry(row, (await categoriesOf(ctx.db, [id])).get(id) ?? []);
}

/** GET /address-book/categories[?id=]: every category, `included` when the given entry has it. */
export async function addressBookCategoryList(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  entryId?: number,
): Promise<AddressBookCategory[]> {
  let included: number[] = [];
  if (entryId !== undefined) included = (await addressBookEntry(ctx, principal, entryId)).categories;
  const rows = await ctx.db.select().from(addressBookCategories).orderBy(asc(addressBookCategories.name));
  return rows.map((c) => ({ id: c.id, name: c.name, included: included.includes(c.id) }));
}

async function checkCategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: addressBookCategories.id })
    .from(addressBookCategories)
    .where(inArray(addressBookCategories.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `No such category: ${unknown.join(', ')}`;
    throw invalid(message, { categories: [message] });
  }
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

function columns(body: AddressBookFields) {
  return {
    name: body.name,
    email: blankToNull(body.email),
    contactName: blankToNull(body.contact_name ?? body.contactName),
    street: blankToNull(body.street),
    city: blankToNull(body.city),
    state: blankToNull(body.state),
    zip: blankToNull(body.zip),
    phone: blankToNull(body.phone),
    phone2: blankToNull(body.phone2),
    fax: blankToNull(body.fax),
    website: blankToNull(body.website),
  };
}

async function setCategories(tx: Db, entryId: number, ids: number[]): Promise<void> {
  await tx.delete(addressBookEntryCategories).where(eq(addressBookEntryCategories.entryId, entryId));
  if (ids.length > 0)
    await tx.insert(addressBookEntryCategories).values(ids.map((categoryId) => ({ entryId, categoryId })));
}

/** POST /address-book/{storeId}. */
export async function createAddressBookEntry(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  body: AddressBookFields,
): Promise<AddressBookEntry> {
  requireAt(principal, 'service-providers-create', storeId);
  await requireActiveStore(ctx.db, storeId);
  const categories = body.categories ?? [];
  await checkCategories(ctx.db, categories);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addressBookEntries)
      .values({ storeId, ...columns(body), createdBy: principal.userId, updatedBy: principal.userId })
      .returning({ id: addressBookEntries.id });
    await setCategories(tx, row!.id, categories);
    return row!.id;
  });
  return addressBookEntry(ctx, principal, id);
}

/** PUT /address-book/{id}: the store stays the entry's own; omitted categories stay as they are. */
export async function updateAddressBookEntry(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
  body: AddressBookFields,
): Promise<AddressBookEntry> {
  const current = await entryRow(ctx.db, id);
  requireAt(principal, 'service-providers-edit', current.storeId);
  if (body.categories) await checkCategories(ctx.db, body.categories);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(addressBookEntries)
      .set({ ...columns(body), updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(addressBookEntries.id, id));
    if (body.categories) await setCategories(tx, id, body.categories);
  });
  return addressBookEntry(ctx, principal, id);
}

/** DELETE /address-book/{id}: tickets that named the provider keep their text, without the link. */
export async function deleteAddressBookEntry(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
): Promise<void> {
  const current = await entryRow(ctx.db, id);
  requireAt(principal, 'service-providers-delete', current.storeId);
  await ctx.db
    .delete(addressBookEntries)
    .where(and(eq(addressBookEntries.id, id), eq(addressBookEntries.storeId, current.storeId)));
}
