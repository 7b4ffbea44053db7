// The chain's true usage (bench/suggest.mjs): the purchase orders of bench/chain-orders.mjs replayed
// in memory for one generated store, without writing anything, keeping each shelf's days: its true
// use (what left the shelf, which the counts give but for miscounts) and its expected demand (the
// product's rate × the store's weekday × the trend, before the day's shocks and the Poisson count).
// The replay is the generator's own code with its seeds, so it is checked against the stored lines.
import { generateOrders } from './chain-orders.mjs';

/** The generator's inputs as it read them (bench/generate-chain.mjs), and the day it ran. */
export async function truthInputs(db) {
  const vendors = await db.query(`select v.id, v.name, (row_number() over (order by v.id) - 1)::int as rn
    from vendors v where v.deleted_at is null and exists (select 1 from products p where p.vendor_id = v.id and p.active)
    order by v.id`);
  const products =
    await db.query(`select p.id, p.vendor_id, (row_number() over (partition by p.vendor_id order by p.id) - 1)::int as rn,
      coalesce(c.name, '') as category, p.cost::text as cost
    from products p left join categories c on c.id = p.category_id where p.active order by p.vendor_id, p.id`);
  const stores = await db.query(`select id, (row_number() over (order by id) - 1)::int as rn, time_zone,
      number <> (1000 + id)::text as seeded from stores where deleted_at is null order by id`);
  const [{ first, last }] = await db.query(
    `select min(created_at)::date::text as first, (max(created_at)::date + 1)::text as last from orders o
     where exists (select 1 from stores s where s.id = o.store_id and s.number = (1000 + s.id)::text)`,
  );
  return { vendors, products, stores: new Map(stores.map((s) => [s.id, s])), first, today: last };
}

const none = {
  one: async () => ({ n: 0 }),
  run: async () => {},
  query: async (_t, p) => (p?.length === 1 ? Array.from({ length: p[0] }, (_, i) => ({ id: i })) : []),
};

/**
 * One generated store's shelves replayed, over `days` days to the day before `today`: Map productId
 * → { used, expected }, arrays by day (index 0: `today` − `days`). Null when the store is not a generated one.
 */
export async function storeTruth(inputs, storeId, days) {
  const store = inputs.stores.get(storeId);
  if (!store || store.seeded) return null;
  const shelves = new Map();
  const index = new Map();
  await generateOrders(none, {
    stores: [{ ...store, first_order_day: null }],
    vendors: inputs.vendors,
    products: inputs.products,
    days,
    today: inputs.today,
    trace: (_s, productId, day, expected, used) => {
      let shelf = shelves.get(productId);
      if (!shelf) shelves.set(productId, (shelf = { used: new Float64Array(days), expected: new Float64Array(days) }));
      let i = index.get(day);
      if (i === undefined) index.set(day, (i = index.size));
      shelf.used[i] = used;
      shelf.expected[i] = expected;
    },
  });
  return shelves;
}
