import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { costSum } from '@dripp/domain/ordering';
import type { Db } from '../db/client';
import {
  deliverySchedules,
  orderLines,
  orders,
  productCategories,
  products,
  roles,
  stores,
  storeVendors,
  userStores,
  vendors,
} from '../db/schema/index';
import { VENDORS, type Item } from './ordering-catalogue';
import { SIMULATED_VENDORS, SimulatedStock, deliveryScheduleOf, orderSettingsOf } from './ordering-usage';

/** Deterministic pseudo-random numbers (mulberry32), so every demo install looks the same. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Wholesale is the roaster's and bakery's list price to other cafés: cost plus 15 %, to the cent. */
const wholesaleOf = (prefix: string, cost: string) =>
  prefix === 'RCR' || prefix === 'NBH' ? (Math.round(Number(cost) * 115) / 100).toFixed(2) : null;

const HISTORY_DAYS = 60;

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The demo chain's vendors, their categories and products (about 150), linked to every store,
 * and 60 days of order history per store. Run once, right after the stores and users exist.
 */
export async function seedOrdering(db: Db, now: Date = new Date()): Promise<void> {
  const storeRows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(isNull(stores.deletedAt))
    .orderBy(asc(stores.id));
  if (storeRows.length === 0) return;
  const managerRows = await db
    .select({ storeId: userStores.storeId, userId: userStores.userId })
    .from(userStores)
    .innerJoin(roles, and(eq(roles.id, userStores.roleId), eq(roles.role, 'ROLE_MANAGER')));
  const managerOf = new Map(managerRows.map((m) => [m.storeId, m.userId]));
  const random = randomSource(20240601);

  await db.transaction(async (tx) => {
    const vendorRows = await tx
      .insert(vendors)
      .values(VENDORS.map((v) => v.vendor))
      .returning({ id: vendors.id });
    await tx
      .insert(storeVendors)
      .values(vendorRows.flatMap((v) => storeRows.map((s) => ({ storeId: s.id, vendorId: v.id }))));
    await tx
      .insert(deliverySchedules)
      .values(
        vendorRows.flatMap((v, i) =>
          storeRows.map((s) => ({ storeId: s.id, vendorId: v.id, ...deliveryScheduleOf(VENDORS[i]!) })),
        ),
      );

    const categoryNames = VENDORS.flatMap((v, i) =>
      Object.keys(v.categories).map((name) => ({ vendorId: vendorRows[i]!.id, name })),
    );
    const categoryRows = await tx
      .insert(productCategories)
      .values(categoryNames)
      .returning({ id: productCategories.id });
    const items = VENDORS.flatMap((v, i) =>
      Object.values(v.categories).flatMap((list, c) =>
        list.map((item) => ({ vendor: i, categoryName: Object.keys(v.categories)[c]!, item })),
      ),
    );
    const categoryId = (vendorIndex: number, name: string) =>
      categoryRows[categoryNames.findIndex((c) => c.vendorId === vendorRows[vendorIndex]!.id && c.name === name)]!.id;
    const productRows = await tx
      .insert(products)
      .values(
        items.map(({ vendor, categoryName, item }) => ({
          vendorId: vendorRows[vendor]!.id,
          categoryId: categoryId(vendor, categoryName),
          itemNo: `${VENDORS[vendor]!.prefix}-${item[0]}`,
          description: item[1],
          um: item[2],
          cost: item[3],
          retail: item[4] || null,
          wholesale: wholesaleOf(VENDORS[vendor]!.prefix, item[3]),
          ...orderSettingsOf(VENDORS[vendor]!.prefix, item),
        })),
      )
      .returning({ id: products.id });

    // Order history: on each vendor's usual days, most weeks, from 60 days ago to yesterday.
    type Line = {
      productId: number;
      categoryId: number;
      prefix: string;
      item: Item;
      itemNo: string;
      qty: number;
      onHand: string;
    };
    const planned: { order: typeof orders.$inferInsert; lines: Line[] }[] = [];
    // At the first store, the simulated vendors' products follow a stock used up day by day; their
    // noise has its own generator, so every other record stays as it was.
    const noise = randomSource(38);
    const simulated = new Map(
      items.flatMap((entry, index) => {
        const v = VENDORS[entry.vendor]!;
        if (!SIMULATED_VENDORS.includes(v.prefix)) return [];
        return [[index, new SimulatedStock(entry.item, v.days.length, noise.next)] as const];
      }),
    );
    for (const store of storeRows) {
      const simulating = store.id === storeRows[0]!.id;
      for (let day = HISTORY_DAYS; day >= 1; day--) {
        const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - day);
        if (simulating) for (const stock of simulated.values()) stock.startDay();
        VENDORS.forEach((v, vi) => {
          if (!v.days.includes(date.getDay()) || random.next() < 0.1) return;
          const catalogue = items.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.vendor === vi);
          // The staples (each category's first items) are ordered almost every time, the rest now and then.
          const chosen = catalogue.filter(
            (entry) => random.next() < (Number(entry.item[0].slice(-2)) <= 2 ? 0.75 : 0.15),
          );
          if (chosen.length === 0) chosen.push(catalogue[0]!);
          let lines = chosen.map(({ index, item, categoryName }) => ({
            productId: productRows[index]!.id,
            categoryId: categoryId(vi, categoryName),
            prefix: v.prefix,
            item,
            itemNo: `${v.prefix}-${item[0]}`,
            qty: random.int(item[5], item[6]),
            onHand: String(random.int(0, Math.max(1, Math.ceil(item[6] / 2)))),
          }));
          if (simulating && SIMULATED_VENDORS.includes(v.prefix)) {
            const counted = catalogue
              .map(({ index, item, categoryName }) => ({
                productId: productRows[index]!.id,
                categoryId: categoryId(vi, categoryName),
                prefix: v.prefix,
                item,
                itemNo: `${v.prefix}-${item[0]}`,
                ...simulated.get(index)!.order(),
              }))
              .filter((line) => line.qty > 0)
              .map((line) => ({ ...line, onHand: String(line.onHand) }));
            if (counted.length > 0) lines = counted;
          }
          const createdAt = new Date(
            date.getFullYear(),
            date.getMonth(),
            date.getDate(),
            random.int(6, 10),
            random.int(0, 59),
            random.int(0, 59),
          );
          planned.push({
            order: {
              storeId: store.id,
              vendorId: vendorRows[vi]!.id,
              vendorName: v.vendor.name,
              costSum: costSum(lines.map((l) => ({ cost: l.item[3], qty: l.qty }))),
              mailStatus: 'sent',
              mailedAt: createdAt,
              createdAt,
              updatedAt: createdAt,
              createdBy: managerOf.get(store.id) ?? null,
              updatedBy: managerOf.get(store.id) ?? null,
            },
            lines,
          });
        });
        if (simulating) for (const stock of simulated.values()) stock.endDay(date.getDay());
      }
    }
    planned.sort((a, b) => a.order.createdAt!.getTime() - b.order.createdAt!.getTime());
    const orderIds: number[] = [];
    await insertInChunks(planned, 500, async (chunk) => {
      const rows = await tx
        .insert(orders)
        .values(chunk.map((p) => p.order))
        .returning({ id: orders.id });
      orderIds.push(...rows.map((r) => r.id));
    });
    const lineRows = planned.flatMap((p, i) =>
      p.lines.map((l) => ({
        orderId: orderIds[i]!,
        productId: l.productId,
        categoryId: l.categoryId,
        itemNo: l.itemNo,
        description: l.item[1],
        um: l.item[2],
        cost: l.item[3],
        wholesale: wholesaleOf(l.prefix, l.item[3]),
        retail: l.item[4] || null,
        onHand: l.onHand,
        qty: l.qty,
      })),
    );
    // About 9,000 lines: one statement of column arrays, rather than drizzle building an INSERT
    // of every row's values.
    const column = <K extends keyof (typeof lineRows)[number]>(key: K) => sql.param(lineRows.map((l) => l[key]));
    await tx.execute(sql`
      insert into ${orderLines} (order_id, product_id, category_id, item_no, description, um, cost, wholesale, retail, on_hand, qty)
      select * from unnest(${column('orderId')}::int[], ${column('productId')}::int[], ${column('categoryId')}::int[],
        ${column('itemNo')}::varchar[], ${column('description')}::varchar[], ${column('um')}::varchar[],
        ${column('cost')}::numeric[], ${column('wholesale')}::numeric[], ${column('retail')}::numeric[],
        ${column('onHand')}::numeric[], ${column('qty')}::int[])`);
  });
}
