import { z } from 'zod';
import { IdSchema, MAX_INT, text, wholeNumber } from './inputs';
import { DataUrlSchema, FilenameSchema, MediaFileSchema } from './media';
import { spanishAnswer, spanishRequest } from './spanish-text';

export const SCHEMATIC_NAME_MAX = 255;

/** A schematic of the ordered list (spec 2 §3). */
export const SchematicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...spanishAnswer('name'),
  order: z.number().int(),
});
export type Schematic = z.infer<typeof SchematicSchema>;

/** A schematic with its images and videos (images first). */
export const SchematicWithFilesSchema = SchematicSchema.extend({ files: z.array(MediaFileSchema) });
export type SchematicWithFiles = z.infer<typeof SchematicWithFilesSchema>;

/** POST /schematics {name}: a blank name is refused (the page ignores it before sending). */
export const SchematicCreateSchema = z.object({
  name: text(SCHEMATIC_NAME_MAX, { trim: true }),
  ...spanishRequest('name', SCHEMATIC_NAME_MAX, { trim: true }),
});
export type SchematicCreate = z.input<typeof SchematicCreateSchema>;
/** The body as the service receives it, after validation. */
export type SchematicCreateFields = z.output<typeof SchematicCreateSchema>;

/** PUT /schematics/{id} {name, optional file, filename}. */
export const SchematicUpdateSchema = z.object({
  name: text(SCHEMATIC_NAME_MAX, { trim: true }),
  ...spanishRequest('name', SCHEMATIC_NAME_MAX, { trim: true }),
  file: DataUrlSchema.nullish(),
  filename: FilenameSchema.nullish(),
});
export type SchematicUpdate = z.infer<typeof SchematicUpdateSchema>;

/** PUT /schematics/order and PUT /recipes/order/{type}: move `id` to the 1-based position `newIndex`. */
export const OrderMoveSchema = z.object({ id: IdSchema, newIndex: wholeNumber(1, MAX_INT) });
export type OrderMove = z.infer<typeof OrderMoveSchema>;
