import { z } from 'zod';
import { IdSchema, text } from './inputs';
import { RECIPE_TYPES } from './menu';
import { DataUrlSchema, FilenameSchema, MediaFileSchema } from './media';
import { alsoInReadForm, readForm, takingRead } from './read-back';
import { spanishAnswer, spanishRequest } from './spanish-text';

export { OrderMoveSchema } from './schematics';

/** The interface-only store "Global" of the recipe screens (spec 2 §9); it never reaches the database. */
export const GLOBAL_STORE_ID = 99999;

export const RECIPE_TYPE_KEYS = RECIPE_TYPES.map((r) => r.type) as [
  (typeof RECIPE_TYPES)[number]['type'],
  ...(typeof RECIPE_TYPES)[number]['type'][],
];
export type RecipeType = (typeof RECIPE_TYPES)[number]['type'];
export const RecipeTypeSchema = z.enum(RECIPE_TYPE_KEYS);
export const RECIPE_TYPE_LABELS = Object.fromEntries(RECIPE_TYPES.map((r) => [r.type, r.label])) as Record<
  RecipeType,
  string
>;
/** The types the drink recipes page offers (everything but batch recipes and hot food prep). */
export const DRINK_RECIPE_TYPES: readonly RecipeType[] = [
  'espresso-bar',
  'coffee-bar',
  'tea-bar',
  'cooling-aids',
  'cofftails-dreams',
];

export const RECIPE_NAME_MAX = 255;
export const RECIPE_CONTENT_MAX = 50_000;

/** A recipe (spec 2 §3): `content` is sanitised HTML; `store_id` null means global. */
export const RecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  ...spanishAnswer('name'),
  ...spanishAnswer('content'),
  type: RecipeTypeSchema,
  order: z.number().int(),
  store_id: z.number().int().nullable(),
  files: z.array(MediaFileSchema),
});
export type Recipe = z.infer<typeof RecipeSchema>;

/** GET /recipes/{id}: `{recipe, files}`. */
export const RecipeAnswerSchema = z.object({
  recipe: RecipeSchema.omit({ files: true }),
  files: z.array(MediaFileSchema),
});
export type RecipeAnswer = z.infer<typeof RecipeAnswerSchema>;

/** `?store_id=`: a store, or 99999 (Global); omitted means Global. */
export const RecipeStoreQuerySchema = z.object({ store_id: IdSchema.optional() });

/** POST /recipes {name, content, type, store_id or null (null and 99999 mean Global)}. */
export const RecipeCreateSchema = z.object({
  name: text(RECIPE_NAME_MAX, { trim: true }),
  content: text(RECIPE_CONTENT_MAX).default(''),
  ...spanishRequest('name', RECIPE_NAME_MAX, { trim: true }),
  ...spanishRequest('content', RECIPE_CONTENT_MAX),
  type: RecipeTypeSchema,
  store_id: IdSchema.nullable().default(null),
});
export type RecipeCreate = z.infer<typeof RecipeCreateSchema>;

const RecipeFieldsSchema = z.object({
  name: text(RECIPE_NAME_MAX, { trim: true }),
  content: text(RECIPE_CONTENT_MAX),
  ...spanishRequest('name', RECIPE_NAME_MAX, { trim: true }),
  ...spanishRequest('content', RECIPE_CONTENT_MAX),
  type: RecipeTypeSchema,
  file: DataUrlSchema.nullish(),
  filename: FilenameSchema.nullish(),
});

/**
 * PUT /recipes/{id} {content, name, type, optional file, filename}, or the recipe as read
 * (`{recipe, files}`): its `recipe` stands for the name, content and type; its id, order, store
 * and files are the server's (decision 237).
 */
export const RecipeUpdateSchema = alsoInReadForm(takingRead(RecipeFieldsSchema, RecipeAnswerSchema), {
  recipe: readForm(
    takingRead(RecipeFieldsSchema.pick({ name: true, content: true, type: true }), RecipeAnswerSchema.shape.recipe),
    ['name', 'content', 'type'],
    ({ name, content, type }) => ({ name, content, type }),
    'The recipe as read: taken when `name`, `content` and `type` are absent.',
  ),
});
export type RecipeUpdate = z.infer<typeof RecipeUpdateSchema>;
