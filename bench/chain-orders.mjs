// The chain generator's purchase orders (bench/generate-chain.mjs): each store orders from each
// vendor on the vendor's delivery schedule, for the products it carries, and every line's on-hand
// is what a simulated shelf holds. The shelf's daily use has a weekday pattern of the store, a slow
// trend of the product at the store (drift and a long wave), noise of the day and of the product;
// a shelf that runs out sells no more that day. Managers order up to a rough level of their own
// (their recent use × the days to the delivery after next × a margin, rounded to cases), skip an
// order now and then, forget a line, and miscount a shelf. None of it knows the suggestion method.
//
// On-hand at an order = on-hand at the previous one + its quantity − the use in between, never
// negative (a miscount changes only the number written down). Deterministic: one random source per store.
import dayjs from 'dayjs';

/** Deterministic pseudo-random numbers (mulberry32). */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const poisson = (mean) => {
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = next(); p > limit; p *= next()) k++;
    return k;
  };
  return { next, normal, poisson, uniform: (a, b) => a + (b - a) * next() };
}

/** Delivery schedules by vendor (catalogue order): ISO weekdays, lead days, order-by time. */
const SCHEDULES = [
  { delivery_days: [2, 5], lead_days: 1, order_by: '14:00' },
  { delivery_days: [2, 4, 6, 7], lead_days: 1, order_by: '12:00' },
  { delivery_days: [1, 3, 5, 6], lead_days: 1, order_by: '16:00' },
  { delivery_days: [3, 6], lead_days: 1, order_by: '14:00' },
  { delivery_days: [4, 7], lead_days: 1, order_by: '15:00' },
];
/** The wholesale depot's: weekly, ordered two days ahead. */
const DEPOT_SCHEDULE = { delivery_days: [4], lead_days: 2, order_by: '17:00' };
export const DEPOT_NAME = 'Depot Supply Co.';
export const DEPOT_PRODUCTS = 150;

/** Monday-first weekday shapes a store mixes: commuter, neighbourhood, weekend trade. */
const SHAPES = [
  [1.2, 1.15, 1.15, 1.15, 1.1, 0.65, 0.6],
  [1, 0.95, 0.95, 1, 1.05, 1.1, 0.95],
  [0.8, 0.8, 0.85, 0.9, 1.05, 1.45, 1.35],
];

const isoOf = (day) => ((dayjs(day).day() + 6) % 7) + 1;

/** The wholesale depot: a vendor with 150 products in five categories, carried by every tenth store. */
export async function addDepot(db) {
  const exists = await db.one(`select id from vendors where name = '${DEPOT_NAME}'`);
  if (exists) return;
  await db.run(`insert into vendors (name, account_no, email, street1, city, state, zip, phone, sales_contact)
      values ('${DEPOT_NAME}', 'DEP-1', 'orders@depot.example', '1 Depot Way', 'Portland', 'OR', '97201', '(503) 555-0100', 'Dana Depot');
    insert into categories (vendor_id, name) select v.id, c from vendors v
      cross join unnest(array['Cups and lids','Cleaning','Paper goods','Dry goods','Packaging']) c where v.name = '${DEPOT_NAME}';
    insert into products (vendor_id, category_id, item_no, description, cost, retail, um)
      select v.id, c.id, 'DEP-' || lpad(g::text, 3, '0'), c.name || ' item ' || g, (2 + (g * 37) % 90 + 0.25)::numeric(12,2), null,
        (array['case','each','box','pack'])[1 + g % 4]
      from vendors v join lateral (select id, name, row_number() over (order by id) as k from categories where vendor_id = v.id) c on true
      cross join generate_series(1, ${DEPOT_PRODUCTS}) g
      where v.name = '${DEPOT_NAME}' and c.k = 1 + g % 5;
    insert into store_vendors (store_id, vendor_id) select s.id, v.id from stores s, vendors v where v.name = '${DEPOT_NAME}'
      on conflict do nothing;`);
}

/** Whether a table (and a column of it) exists: the suggested orders' schema may not be in this checkout. */
async function hasColumn(db, table, column) {
  const row = await db.one(`select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = '${table}' and column_name = '${column}'`);
  return row.n > 0;
}

/**
 * Orders and lines of every store, `days` days back to yesterday (a demo store: only before its
 * own first order), and the stores' delivery schedules and the products' order settings when the
 * schema has them. `stores`: [{ id, rn, seeded, time_zone, first_order_day }]; `vendors`: [{ id,
 * name, rn }]; `products`: [{ id, vendor_id, rn, category, cost }]. Returns the number of lines.
 * `today` replays a generation made that day; `trace(storeId, productId, day, expected, used)`
 * hears each shelf's day: its expected demand (trend and weekday, no shocks) and its true use.
 */
export async function generateOrders(db, { stores, vendors, products, days, log = () => {}, today: asOf, trace }) {
  const today = asOf ?? dayjs().format('YYYY-MM-DD');
  const dayList = Array.from({ length: days }, (_, i) =>
    dayjs(today)
      .subtract(days - i, 'day')
      .format('YYYY-MM-DD'),
  );
  const scheduleOf = (vendor) =>
    vendor.name === DEPOT_NAME ? DEPOT_SCHEDULE : SCHEDULES[vendor.rn % SCHEDULES.length];
  const byVendor = new Map(vendors.map((v) => [v.id, { ...v, schedule: scheduleOf(v), products: [] }]));
  for (const p of products) byVendor.get(p.vendor_id)?.products.push(p);

  // Chain-wide product traits: popularity, case size, shelf life (bakery, dairy).
  const chain = randomSource(20261128);
  const traits = new Map();
  for (const p of products) {
    const fresh = /pastr|bake|bread|muffin|croissant/i.test(p.category)
      ? 2
      : /milk|dairy|cream/i.test(p.category)
        ? 10
        : null;
    traits.set(p.id, {
      popularity: Math.exp(Math.log(3) + 0.8 * chain.normal()),
      caseSize: fresh === 2 ? 1 : [1, 1, 6, 12, 24][Math.floor(chain.next() * 5)],
      shelfLife: fresh,
    });
  }
  if (await hasColumn(db, 'products', 'case_size')) {
    const rows = products.map(
      (p) => `(${p.id}, ${traits.get(p.id).caseSize}, ${traits.get(p.id).shelfLife ?? 'null'})`,
    );
    for (let i = 0; i < rows.length; i += 500)
      await db.run(`update products p set case_size = t.c, shelf_life_days = t.s
        from (values ${rows.slice(i, i + 500).join(',')}) t(id, c, s) where p.id = t.id`);
  }
  if (await hasColumn(db, 'delivery_schedules', 'delivery_days')) {
    const rows = stores.flatMap((s) =>
      [...byVendor.values()].map(
        (v) =>
          `(${s.id}, ${v.id}, array[${v.schedule.delivery_days}]::int[], ${v.schedule.lead_days}, '${v.schedule.order_by}')`,
      ),
    );
    for (let i = 0; i < rows.length; i += 1000)
      await db.run(`insert into delivery_schedules (store_id, vendor_id, delivery_days, lead_days, order_by)
        values ${rows.slice(i, i + 1000).join(',')} on conflict do nothing`);
  }

  let lineCount = 0;
  const batch = { orders: [], lines: [] };
  const flush = async () => {
    if (batch.orders.length === 0) return;
    const ids = await db.query(
      `select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, $1::int)`,
      [batch.orders.length],
    );
    const o = batch.orders;
    await db.query(
      `insert into orders (id, store_id, vendor_id, vendor_name, cost_sum, mail_status, mailed_at, created_at, updated_at)
      select x.id, x.store_id, x.vendor_id, v.name, x.cost_sum, 'sent', t.ts, t.ts, t.ts
      from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::numeric[]) x(id, store_id, vendor_id, local, zone, cost_sum)
      join vendors v on v.id = x.vendor_id cross join lateral (select x.local::timestamp at time zone x.zone as ts) t`,
      [
        ids.map((r) => r.id),
        o.map((r) => r.store),
        o.map((r) => r.vendor),
        o.map((r) => r.local),
        o.map((r) => r.zone),
        o.map((r) => (r.cents / 100).toFixed(2)),
      ],
    );
    const l = batch.lines;
    await db.query(
      `insert into order_lines (order_id, product_id, category_id, item_no, description, cost, wholesale, retail, um, on_hand, qty)
      select x.order_id, p.id, p.category_id, p.item_no, p.description, p.cost, p.wholesale, p.retail, p.um, x.on_hand, x.qty
      from unnest($1::int[], $2::int[], $3::numeric[], $4::int[]) x(order_id, product_id, on_hand, qty)
      join products p on p.id = x.product_id`,
      [l.map((r) => ids[r.order].id), l.map((r) => r.product), l.map((r) => r.onHand), l.map((r) => r.qty)],
    );
    lineCount += l.length;
    batch.orders = [];
    batch.lines = [];
  };

  for (const store of stores) {
    const random = randomSource(1000 + store.id);
    const mix = SHAPES.map(() => random.next());
    const mixSum = mix.reduce((a, b) => a + b, 0);
    const shape = [0, 1, 2, 3, 4, 5, 6].map((k) => SHAPES.reduce((sum, s, j) => sum + (s[k] * mix[j]) / mixSum, 0));
    const size = Math.exp(0.3 * random.normal());
    const storeDays = dayList.filter((d) => !store.first_order_day || d < store.first_order_day);
    const dayShock = storeDays.map(() => Math.exp(0.12 * random.normal()));
    for (const vendor of byVendor.values()) {
      const depot = vendor.name === DEPOT_NAME;
      if (depot && store.rn % 10 !== 1) continue;
      const carried = depot ? vendor.products : vendor.products.filter(() => random.next() < 0.3);
      const shelves = carried.map((p) => {
        const t = traits.get(p.id);
        const mean = t.popularity * size * (depot ? 0.3 : 1);
        return {
          product: p,
          trait: t,
          cents: Math.round(Number(p.cost) * 100),
          mean,
          weekday: shape.map((w) => w * Math.exp(0.06 * random.normal())),
          drift: random.uniform(-0.15, 0.15),
          wave: random.uniform(0, 0.15),
          period: random.uniform(90, 365),
          phase: random.uniform(0, 2 * Math.PI),
          stock: Math.round(mean * 5),
          recent: [],
          arriving: new Map(),
        };
      });
      const { delivery_days: deliveryDays, lead_days: lead } = vendor.schedule;
      const orderTime = `${String(7 + (store.rn % 4)).padStart(2, '0')}:${String((store.rn * 7) % 60).padStart(2, '0')}`;
      storeDays.forEach((day, i) => {
        const iso = isoOf(day);
        const deliveryDay = dayjs(day).add(lead, 'day');
        const delivers = deliveryDays.includes(((iso - 1 + lead) % 7) + 1);
        for (const shelf of shelves) {
          shelf.stock += shelf.arriving.get(day) ?? 0;
          shelf.arriving.delete(day);
        }
        if (delivers && random.next() > 0.05) {
          // The days to the delivery after next, from the order's day.
          let gap = 1;
          while (!deliveryDays.includes(((iso - 1 + lead + gap) % 7) + 1)) gap++;
          const cover = lead + gap;
          const order = {
            store: store.id,
            vendor: vendor.id,
            local: `${day} ${orderTime}`,
            zone: store.time_zone,
            cents: 0,
          };
          let lines = 0;
          for (const shelf of shelves) {
            if (random.next() < 0.02) continue; // a line forgotten
            const counted = random.next() < 0.015 ? Math.round(shelf.stock * random.uniform(0.6, 1.4)) : shelf.stock;
            const recentRate =
              shelf.recent.length > 0 ? shelf.recent.reduce((a, b) => a + b, 0) / shelf.recent.length : shelf.mean;
            const level = recentRate * cover * random.uniform(1.15, 1.5);
            const c = shelf.trait.caseSize;
            const qty = Math.max(0, Math.ceil((level - counted) / c) * c);
            if (qty === 0) continue;
            shelf.arriving.set(deliveryDay.format('YYYY-MM-DD'), qty);
            batch.lines.push({ order: batch.orders.length, product: shelf.product.id, onHand: counted, qty });
            order.cents += shelf.cents * qty;
            lines++;
          }
          if (lines > 0) batch.orders.push(order);
        }
        const age = i / 365;
        for (const shelf of shelves) {
          const trend =
            (1 + shelf.drift * age) * (1 + shelf.wave * Math.sin((2 * Math.PI * i) / shelf.period + shelf.phase));
          const rate = shelf.mean * shelf.weekday[iso - 1] * trend * dayShock[i] * Math.exp(0.15 * random.normal());
          const demand = random.poisson(rate);
          const used = Math.min(shelf.stock, demand);
          shelf.stock -= used;
          trace?.(store.id, shelf.product.id, day, shelf.mean * shelf.weekday[iso - 1] * trend, used);
          shelf.recent.push(used);
          if (shelf.recent.length > 28) shelf.recent.shift();
        }
      });
      if (batch.lines.length > 20_000) await flush();
    }
    log(store);
  }
  await flush();
  return lineCount;
}
