import type { DemoVendor, Item } from './ordering-catalogue';

/*
 * The demo's suggested orders (DESIGN §8, decision 260): each vendor's delivery days at every
 * store, some products' order settings, and, at the first store, a stock that is really used up
 * day by day for the vendors below, so that the on-hand and quantities of their orders tell a
 * consistent usage (with a weekday pattern and noise) and New Orders has a suggestion for each of
 * their products.
 */

/** The vendors whose orders at the first store follow a simulated stock. */
export const SIMULATED_VENDORS = ['WVC', 'RCR'];

/** Use by weekday (0 Sunday … 6 Saturday): a café is busier at the weekend. */
const WEEKDAY_USE = [1.35, 0.85, 0.85, 0.9, 0.95, 1.15, 1.45];

/** Orders are placed in the morning and delivered the next day: order by 14:00 the day before. */
export function deliveryScheduleOf(vendor: DemoVendor) {
  return {
    deliveryDays: [...new Set(vendor.days.map((d) => ((d + 1) % 7 || 7) as number))].sort((a, b) => a - b),
    leadDays: 1,
    orderBy: '14:00',
  };
}

/** Order settings for some products: milk comes in crates of four and keeps ten days; staples have a par. */
export function orderSettingsOf(prefix: string, item: Item) {
  const [suffix, , um] = item;
  const staple = Number(suffix.slice(-2)) <= 2;
  const milk = prefix === 'WVC' && (um === 'gallon' || um === 'half gallon');
  return {
    caseSize: milk && um === 'gallon' ? 4 : null,
    par: staple ? String(item[5]) : null,
    shelfLifeDays: milk ? 10 : null,
    caseThresholdPct: milk && um === 'gallon' ? 25 : null,
  };
}

/**
 * One product's stock at the store: used up each day at its rate (by weekday, ±25 % noise, whole
 * units), ordered up to about five days of use, and delivered the day after the order.
 */
export class SimulatedStock {
  private stock: number;
  private arriving = 0;
  private readonly rate: number;

  constructor(
    item: Item,
    ordersPerWeek: number,
    private readonly noise: () => number,
  ) {
    // The catalogue's usual quantity is one order's worth, ordered ordersPerWeek times a week.
    this.rate = (((item[5] + item[6]) / 2) * ordersPerWeek) / 7;
    this.stock = Math.ceil(this.rate * 4);
  }

  /** The morning: yesterday's order arrives. */
  startDay(): void {
    this.stock += this.arriving;
    this.arriving = 0;
  }

  /** An order: the on-hand counted now, and the quantity that brings the stock up to about five days. */
  order(): { onHand: number; qty: number } {
    const onHand = this.stock;
    const qty = Math.max(0, Math.ceil(this.rate * 5 - onHand));
    this.arriving = qty;
    return { onHand, qty };
  }

  /** The day's use, never more than there is. */
  endDay(weekday: number): void {
    const expected = this.rate * WEEKDAY_USE[weekday]! * (0.75 + this.noise() * 0.5);
    const used = Math.floor(expected) + (this.noise() < expected % 1 ? 1 : 0);
    this.stock = Math.max(0, this.stock - used);
  }
}
