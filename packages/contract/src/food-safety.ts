import { z } from 'zod';
import { CalendarDateSchema, eachOnce, optionalText, text } from './inputs';
import { DataUrlSchema, MediaFileSchema } from './media';
import { spanishAnswer, spanishRequest } from './spanish-text';
import { WallTimeSchema } from './store-day';
import {
  COOLING_REMEDIES,
  LABEL_QUANTITY_MAX,
  LABEL_SIZES,
  READING_FIXES,
  READING_KINDS,
  SHELF_LIFE_UNITS,
  STORAGES,
  TEMPERATURE_UNITS,
  UNIT_TYPES,
} from './food-safety-labels';

// The plain values are in a file of their own, free of zod; importing them from here still works.
export * from './food-safety-labels';

/*
 * Food safety (DESIGN §8, beyond the spec): units and their limits, readings on the store clock,
 * fixes and re-checks, cooling batches, prep items and date labels, and the inspector's report.
 * Temperatures travel and are kept in °F; a person who reads °C sends `unit: 'C'` and the server
 * converts (decision 276). Instants are ISO strings, days `YYYY-MM-DD` on the store's clock.
 */

export const UnitTypeSchema = z.enum(UNIT_TYPES, { error: 'Choose a unit type' });
export const ReadingFixSchema = z.enum(READING_FIXES, { error: 'Choose what was done' });
export const TemperatureUnitSchema = z.enum(TEMPERATURE_UNITS);
export const LabelSizeSchema = z.enum(LABEL_SIZES, { error: 'Choose a label size' });
export const StorageSchema = z.enum(STORAGES, { error: 'Choose the storage' });

/** A measured value: degrees (°F or °C as sent) or ppm, within what a probe can read. */
const ValueSchema = z
  .number({ error: 'Enter the reading as a number' })
  .min(-100, 'Enter a reading of at least -100')
  .max(1000, 'Enter a reading of at most 1000');
const LimitSchema = z.number({ error: 'Enter a number' }).min(-100).max(1000).nullable();

/** A unit type's limits chain-wide, and how far a unit may move them. */
export const TypeLimitsSchema = z.object({
  type: UnitTypeSchema,
  low: LimitSchema,
  high: LimitSchema,
  allowed_low: LimitSchema,
  allowed_high: LimitSchema,
});
export type TypeLimits = z.infer<typeof TypeLimitsSchema>;

/** The chain's food-safety settings: type limits, the fixes offered, and whether a fix needs a photo. */
export const FoodSafetySettingsSchema = z.object({
  type_limits: z.array(TypeLimitsSchema).superRefine(eachOnce('type')),
  fixes: z.array(ReadingFixSchema).min(1, 'Offer at least one fix').superRefine(eachOnce()),
  photo_required: z.boolean(),
});
export type FoodSafetySettings = z.infer<typeof FoodSafetySettingsSchema>;

export const ReadingSummarySchema = z.object({
  id: z.number().int(),
  value: z.number(),
  in_range: z.boolean(),
  taken_at: z.string(),
  taken_by: z.string().nullable(),
});

/** A store's unit: its own limits (null: the type's) and the limits that apply now. */
export const FoodUnitSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  type: UnitTypeSchema,
  name: z.string(),
  name_es: z.string().nullable(),
  own_low: z.number().nullable(),
  own_high: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Store-local `HH:MM` times a reading is due each day (none for a cooling unit). */
  due_times: z.array(z.string()),
  /** The service provider (address book entry) a failing unit's ticket goes to. */
  provider_id: z.number().int().nullable(),
  last_reading: ReadingSummarySchema.nullable(),
});
export type FoodUnit = z.infer<typeof FoodUnitSchema>;

export const FoodUnitInputSchema = z.object({
  type: UnitTypeSchema,
  name: text(100, { trim: true }).min(1, 'Enter a name'),
  name_es: optionalText(100),
  own_low: LimitSchema.default(null),
  own_high: LimitSchema.default(null),
  due_times: z.array(WallTimeSchema).max(12).superRefine(eachOnce()).default([]),
  provider_id: z.number().int().positive().nullable().default(null),
});
export type FoodUnitInput = z.input<typeof FoodUnitInputSchema>;

/** A saved reading, stamped at the moment it was saved: its limits then, in or out of range, late. */
export const ReadingSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  kind: z.enum(READING_KINDS),
  value: z.number(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  in_range: z.boolean(),
  late: z.boolean(),
  /** The store day and due time it answers (null for an extra reading). */
  date: z.string(),
  due_time: z.string().nullable(),
  taken_at: z.string(),
  taken_by: z.string().nullable(),
  fix: ReadingFixSchema.nullable(),
  fix_note: z.string().nullable(),
  photo: MediaFileSchema.nullable(),
  action_id: z.number().int().nullable(),
  /** The reading this one corrects, or the out-of-range reading it re-checks. */
  refers_to: z.number().int().nullable(),
  /** An out-of-range reading's re-check: when it is due, and the reading that answered it. */
  recheck: z
    .object({
      due_at: z.string(),
      state: z.enum(['upcoming', 'due', 'done', 'missed']),
      reading_id: z.number().int().nullable(),
    })
    .nullable(),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const ReadingInputSchema = z.object({
  value: ValueSchema,
  /** For a temperature: the scale it was read in (°F when absent). */
  unit: TemperatureUnitSchema.default('F'),
  fix: ReadingFixSchema.nullish().transform((v) => v ?? null),
  fix_note: optionalText(1000),
  photo: DataUrlSchema.nullish().transform((v) => v ?? null),
  /** A correction names the reading it corrects; a re-check names the out-of-range reading. */
  corrects_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});
export type ReadingInput = z.input<typeof ReadingInputSchema>;

/** One due time of a unit on a store day, with its state on the store clock. */
export const ReadingSlotSchema = z.object({
  due_time: z.string(),
  due_at: z.string(),
  state: z.enum(['upcoming', 'due', 'done', 'late', 'missed']),
  reading: ReadingSummarySchema.nullable(),
});

/** A store's food-safety day: each unit with its due times, the open re-checks and cooling batches. */
export const FoodSafetyDaySchema = z.object({
  store_id: z.number().int(),
  date: z.string(),
  time_zone: z.string(),
  units: z.array(FoodUnitSchema.extend({ slots: z.array(ReadingSlotSchema) })),
  rechecks: z.array(ReadingSchema),
  readings: z.array(ReadingSchema),
  fixes: z.array(ReadingFixSchema),
  photo_required: z.boolean(),
});
export type FoodSafetyDay = z.infer<typeof FoodSafetyDaySchema>;

export const CoolingCheckSchema = z.object({
  stage: z.enum(['2h', '6h']),
  due_at: z.string(),
  high: z.number(),
  value: z.number().nullable(),
  taken_at: z.string().nullable(),
  state: z.enum(['upcoming', 'due', 'passed', 'failed', 'missed']),
});

export const CoolingBatchSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  unit_id: z.number().int().nullable(),
  item: z.string(),
  started_at: z.string(),
  start_value: z.number(),
  started_by: z.string().nullable(),
  checks: z.array(CoolingCheckSchema),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  remedy: z.enum(COOLING_REMEDIES).nullable(),
  note: z.string().nullable(),
});
export type CoolingBatch = z.infer<typeof CoolingBatchSchema>;

export const CoolingStartSchema = z.object({
  item: text(100, { trim: true }).min(1, 'Enter what is cooling'),
  unit_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  value: ValueSchema,
  unit: TemperatureUnitSchema.default('F'),
});
export const CoolingCheckInputSchema = z.object({
  value: ValueSchema,
  unit: TemperatureUnitSchema.default('F'),
});
export const CoolingCloseSchema = z.object({
  remedy: z
    .enum(COOLING_REMEDIES)
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(1000),
});

/** A prep item the chain labels: its shelf life and storage. */
export const PrepItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...spanishAnswer('name'),
  shelf_life: z.number().int(),
  shelf_life_unit: z.enum(SHELF_LIFE_UNITS),
  storage: StorageSchema,
  ready_to_eat: z.boolean(),
});
export type PrepItem = z.infer<typeof PrepItemSchema>;

export const PrepItemInputSchema = z.object({
  name: text(100, { trim: true }).min(1, 'Enter a name'),
  ...spanishRequest('name', 100, { trim: true }),
  shelf_life: z.number({ error: 'Enter the shelf life' }).int('Enter a whole number').min(1).max(365),
  shelf_life_unit: z.enum(SHELF_LIFE_UNITS),
  storage: StorageSchema,
  ready_to_eat: z.boolean(),
});

/** Print labels: the item, how many, the size; a combined item gives its ingredients' prep dates. */
export const LabelPrintSchema = z.object({
  prep_item_id: z.number().int().positive(),
  quantity: z.number().int().min(1, 'Print at least one label').max(LABEL_QUANTITY_MAX),
  size: LabelSizeSchema.default('2x2'),
  ingredient_dates: z.array(CalendarDateSchema).max(20).default([]),
});

export const LabelPrintedSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  item: z.string(),
  item_es: z.string().nullable(),
  quantity: z.number().int(),
  size: LabelSizeSchema,
  prepped_at: z.string(),
  use_by: z.string(),
  prepped_by: z.string().nullable(),
  /** The PDF of this print, to open or print. */
  pdf: z.string(),
});
export type LabelPrinted = z.infer<typeof LabelPrintedSchema>;

/** The inspector's report and the compliance figure: a period of at most 90 store days. */
export const FoodSafetyPeriodSchema = z.object({ from: CalendarDateSchema, to: CalendarDateSchema });
