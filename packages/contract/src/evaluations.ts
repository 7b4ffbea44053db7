import { z } from 'zod';
import { alsoInReadForm, alsoNamedAsRead, readForm, takingRead } from './read-back';
import { okEnvelope } from './api';
import { spanishAnswer, spanishRequest } from './spanish-text';
import {
  CalendarDateSchema,
  FlagSchema,
  IdSchema,
  OffsetSchema,
  eachOnce,
  pageLimit,
  requiredText,
  text,
  wholeNumber,
} from './inputs';

/** Evaluation reports (retail score sheets) and their score categories (spec 3 §2.3–§2.8, §3). */

export const CATEGORY_NAME_MAX = 200;
export const ITEM_NAME_MAX = 200;
/** An item is scored 0 to its permissible score with one radio per value, so the value stays small. */
export const PERMISSIBLE_SCORE_MAX = 10;
export const CATEGORIES_PER_SAVE_MAX = 30;
export const ITEMS_PER_CATEGORY_MAX = 50;
export const SCORES_PER_SHEET_MAX = 1000;
export const NOTES_MAX = 5000;
export const RETAIL_SCORES_PAGE_SIZE = 10;
export const RETAIL_SCORES_LIMIT_MAX = 100;

/** A date that arrives as an object with a date field (DESIGN §4): `{ date: 'YYYY-MM-DD HH:MM:SS' }`. */
export const DateObjectSchema = z.object({ date: z.string() });
export type DateObject = z.infer<typeof DateObjectSchema>;

// ---- score categories ----

export const RetailScoreCategoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...spanishAnswer('name'),
  permissible_score: z.number().int(),
});
export type RetailScoreCategoryItem = z.infer<typeof RetailScoreCategoryItemSchema>;

export const RetailScoreCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...spanishAnswer('name'),
  sort_order: z.number().int(),
  /** Its items may be marked not applicable on a sheet. */
  allows_not_applicable: z.boolean(),
  created_at: DateObjectSchema,
  deleted_at: z.string().nullable(),
  retail_score_category_items: z.array(RetailScoreCategoryItemSchema),
});
export type RetailScoreCategory = z.infer<typeof RetailScoreCategorySchema>;

export const CategoryItemInputSchema = takingRead(
  z.object({
    /** An existing item keeps its id on edit; a new one has none. */
    id: IdSchema.nullish(),
    name: requiredText('Name', ITEM_NAME_MAX),
    ...spanishRequest('name', ITEM_NAME_MAX, { trim: true }),
    permissible_score: wholeNumber(1, PERMISSIBLE_SCORE_MAX),
  }),
  RetailScoreCategoryItemSchema,
);
export type CategoryItemInput = z.input<typeof CategoryItemInputSchema>;

/**
 * A category as the edit page sends it, or as the list answers it: its items under the read's name
 * `retail_score_category_items` too, and its id, order and dates accepted and ignored (decision 237).
 */
export const CategoryInputSchema = alsoNamedAsRead(
  takingRead(
    z.object({
      name: requiredText('Name', CATEGORY_NAME_MAX),
      ...spanishRequest('name', CATEGORY_NAME_MAX, { trim: true }),
      allows_not_applicable: z.boolean().optional(),
      items: z
        .array(CategoryItemInputSchema)
        .min(1, 'Add at least one item')
        .max(ITEMS_PER_CATEGORY_MAX)
        .superRefine(eachOnce('id')),
    }),
    RetailScoreCategorySchema.omit({ retail_score_category_items: true }),
  ),
  { retail_score_category_items: 'items' },
);
export type CategoryInput = z.input<typeof CategoryInputSchema>;
/** A category as the service receives it, after validation. */
export type CategoryFields = z.output<typeof CategoryInputSchema>;

/** POST /retail-score-categories: the categories of the create page, in their order on screen. */
export const CategoriesCreateSchema = z
  .array(CategoryInputSchema)
  .min(1, 'Add a category')
  .max(CATEGORIES_PER_SAVE_MAX);

export const CategoriesQuerySchema = z.object({
  include: text(100).optional(),
  type: text(50).optional(),
  trashed: FlagSchema.optional(),
});

// ---- score sheets ----

/** An item's score, or `not_applicable: true` (score left out) where its category allows it. */
export const ScoreInputSchema = z.object({
  item_id: IdSchema,
  score: wholeNumber(0, PERMISSIBLE_SCORE_MAX).nullish(),
  not_applicable: z.boolean().optional(),
});

/** POST /retail-scores and PUT /retail-scores/{id}. Totals are the server's; any sent are ignored. */
export const RetailScoreInputSchema = z.object({
  store_id: IdSchema,
  manager_id: IdSchema,
  score_date: CalendarDateSchema,
  additional_notes: text(NOTES_MAX).nullish(),
  scores: z.array(ScoreInputSchema).max(SCORES_PER_SHEET_MAX).superRefine(eachOnce('item_id')),
  // The spec's sheet payload carries the totals; they are named so that it is not refused as unknown.
  total_score: z.number().nullish(),
  evaluated_score: z.number().nullish(),
});
export type RetailScoreInput = z.input<typeof RetailScoreInputSchema>;
/** The sheet as the service receives it, after validation. */
export type RetailScoreFields = z.output<typeof RetailScoreInputSchema>;

const PersonNameSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

export const RetailItemScoreSchema = z.object({
  id: z.number().int(),
  /** The points given. */
  total_score: z.number().int(),
  /** The item's permissible score when the sheet was saved. */
  permissible_score: z.number().int(),
  /** Left out of the score and the total possible. */
  not_applicable: z.boolean(),
  /** The item and category names as the sheet was saved; their Spanish is the item's and category's own. */
  retail_score_category_item: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    ...spanishAnswer('name'),
    retail_score_category: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      ...spanishAnswer('name'),
    }),
  }),
});
export type RetailItemScore = z.infer<typeof RetailItemScoreSchema>;

export const RetailScoreRowSchema = z.object({
  id: z.number().int(),
  score_date: z.string(),
  store: z.object({ id: z.number().int(), title: z.string() }),
  manager: PersonNameSchema,
  user: PersonNameSchema.nullable(),
  total_score: z.number().int(),
  evaluated_score: z.number().int(),
  created_at: z.string(),
});
export type RetailScoreRow = z.infer<typeof RetailScoreRowSchema>;

export const RetailScoreSheetSchema = RetailScoreRowSchema.extend({
  additional_notes: z.string(),
  retail_item_score: z.array(RetailItemScoreSchema),
});
export type RetailScoreSheet = z.infer<typeof RetailScoreSheetSchema>;

/** A record as read, of which the write takes the id. */
const idAsRead = <R extends z.ZodRawShape>(read: z.ZodObject<R, z.core.$strip>) =>
  takingRead(z.object({ id: IdSchema }), read);

/** A score as the sheet answers it: its item's id, its points, and whether it was not applicable. */
const ItemScoreAsReadSchema = takingRead(
  z.object({
    total_score: wholeNumber(0, PERMISSIBLE_SCORE_MAX),
    not_applicable: z.boolean(),
    retail_score_category_item: idAsRead(RetailItemScoreSchema.shape.retail_score_category_item),
  }),
  RetailItemScoreSchema,
);

/**
 * PUT /retail-scores/{id}: the sheet as the form sends it, or as read (decision 237): its `store`,
 * `manager` and `retail_item_score` stand for `store_id`, `manager_id` and `scores`; who wrote it,
 * when, and each score's item and category names are the server's.
 */
export const RetailScoreUpdateSchema = alsoInReadForm(takingRead(RetailScoreInputSchema, RetailScoreSheetSchema), {
  store: readForm(
    idAsRead(RetailScoreRowSchema.shape.store),
    ['store_id'],
    (store) => ({ store_id: store.id }),
    'The store as read: taken when `store_id` is absent.',
  ),
  manager: readForm(
    idAsRead(PersonNameSchema),
    ['manager_id'],
    (manager) => ({ manager_id: manager.id }),
    'The manager as read: taken when `manager_id` is absent.',
  ),
  retail_item_score: readForm(
    z.array(ItemScoreAsReadSchema).max(SCORES_PER_SHEET_MAX),
    ['scores'],
    (lines) => ({
      scores: lines.map((line) => ({
        item_id: line.retail_score_category_item.id,
        score: line.not_applicable ? null : line.total_score,
        not_applicable: line.not_applicable,
      })),
    }),
    'The scores as read: taken when `scores` is absent.',
  ),
});

export const RetailScoresQuerySchema = z.object({
  date_from: CalendarDateSchema.optional(),
  date_to: CalendarDateSchema.optional(),
  limit: pageLimit(RETAIL_SCORES_LIMIT_MAX, RETAIL_SCORES_PAGE_SIZE),
  offset: OffsetSchema,
  store_id: IdSchema.optional(),
  search: text(100, { trim: true }).optional(),
});
export type RetailScoresQuery = z.input<typeof RetailScoresQuerySchema>;
/** The list's filters as the service receives them, after validation. */
export type RetailScoresFilters = z.output<typeof RetailScoresQuerySchema>;

export const RetailScoresAnswerSchema = okEnvelope(z.array(RetailScoreRowSchema)).extend({
  total_records: z.number().int(),
});
