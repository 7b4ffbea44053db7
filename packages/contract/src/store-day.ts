import { z } from 'zod';
import { eachOnce } from './inputs';
import { takingRead } from './read-back';
import { DAY_ITEM_KINDS, DUE_ITEMS, DUE_STATES } from './store-day-labels';

// The plain values (the items, their states and labels, the weekdays, an item's page) are in a
// file of their own, free of zod; importing them from here still works.
export * from './store-day-labels';

export const DueItemSchema = z.enum(DUE_ITEMS);

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A store-local wall-clock time, `HH:MM` on a 24-hour clock. */
export const WallTimeSchema = z.string().regex(TIME_RE, 'Use a time such as 07:00');
export const WeekdaySchema = z.number().int().min(1, 'Pick a weekday').max(7, 'Pick a weekday');

/** When an item is due: a time each day, or (weekly) a time on one weekday; null time means "not tracked". */
export const DueTimeSchema = z.object({
  item: DueItemSchema,
  time: WallTimeSchema.nullable(),
  weekday: WeekdaySchema.nullable(),
});
export type DueTime = z.infer<typeof DueTimeSchema>;

export const ChainDueTimesSchema = z.object({ due_times: z.array(DueTimeSchema).superRefine(eachOnce('item')) });
export type ChainDueTimes = z.infer<typeof ChainDueTimesSchema>;

/** A store's due times: each item's own override (null when it follows the chain) and what applies. */
export const StoreDueTimeSchema = DueTimeSchema.extend({
  overridden: z.boolean(),
  chain_time: WallTimeSchema.nullable(),
  chain_weekday: WeekdaySchema.nullable(),
});
export const StoreDueTimesSchema = z.object({
  store_id: z.number().int(),
  time_zone: z.string(),
  due_times: z.array(StoreDueTimeSchema),
});
export type StoreDueTimes = z.infer<typeof StoreDueTimesSchema>;

/** A due time as sent, or as a store's read answers it: what it says of the chain is taken too. */
const StoreDueTimeInputSchema = DueTimeSchema.extend({
  overridden: z.boolean().optional().meta({
    description:
      '`false`, with the time and weekday the chain gives: the item follows the chain (as in `follow_chain`).',
  }),
  chain_time: WallTimeSchema.nullable().optional().meta({ description: "The chain's time, as read." }),
  chain_weekday: WeekdaySchema.nullable().optional().meta({ description: "The chain's weekday, as read." }),
});
type StoreDueTimeInput = z.output<typeof StoreDueTimeInputSchema>;

/** An item read as following the chain and sent back as read still follows it (decision 237). */
const followsChain = (d: StoreDueTimeInput) =>
  d.overridden === false &&
  (d.chain_time === undefined || d.time === d.chain_time) &&
  (d.chain_weekday === undefined || d.weekday === d.chain_weekday);

/**
 * What a form sends: the items listed are overridden; `follow_chain` items go back to the chain's.
 * Or the store's due times as read: an item it answered as following the chain, unchanged, keeps
 * following it; the store and its time zone are the server's (decision 237).
 */
export const StoreDueTimesInputSchema = takingRead(
  z.object({
    due_times: z.array(StoreDueTimeInputSchema).max(DUE_ITEMS.length).superRefine(eachOnce('item')),
    follow_chain: z.array(DueItemSchema).max(DUE_ITEMS.length).superRefine(eachOnce()).default([]),
  }),
  StoreDueTimesSchema,
).transform(({ due_times, follow_chain }) => ({
  due_times: due_times
    .filter((d) => !followsChain(d))
    .map(({ item, time, weekday }): DueTime => ({ item, time, weekday })),
  follow_chain: [...new Set([...follow_chain, ...due_times.filter(followsChain).map((d) => d.item)])],
}));
export type StoreDueTimesInput = z.input<typeof StoreDueTimesInputSchema>;
export type StoreDueTimesSave = z.output<typeof StoreDueTimesInputSchema>;

/** One item of a store's day, with its state. Instants are ISO strings. */
export const DayItemSchema = z.object({
  /** Unique within the store's day: a due item's name, `reading:<unit>:<HH:MM>`, `recheck:<reading>`, `cooling:<batch>:<stage>`. */
  key: z.string(),
  item: z.enum(DAY_ITEM_KINDS),
  label: z.string(),
  /** Food safety's items: the unit's or the batch's name, as the chain wrote it; null for the others. */
  subject: z.string().nullable(),
  /** The page where the item is done. */
  link: z.string(),
  due_at: z.string(),
  /** The store-local due time, `HH:MM`. */
  due_time: z.string(),
  state: z.enum(DUE_STATES),
  done_at: z.string().nullable(),
  done_by: z.string().nullable(),
  minutes_late: z.number().int().nullable(),
});
export type DayItem = z.infer<typeof DayItemSchema>;

export const StoreDaySchema = z.object({
  store_id: z.number().int(),
  title: z.string(),
  time_zone: z.string(),
  date: z.string(),
  items: z.array(DayItemSchema),
});
export type StoreDay = z.infer<typeof StoreDaySchema>;

/** The Today board: every store the caller may see, stores with late or missed work first. */
export const TodayBoardSchema = z.object({
  generated_at: z.string(),
  stores: z.array(StoreDaySchema),
});
export type TodayBoard = z.infer<typeof TodayBoardSchema>;
