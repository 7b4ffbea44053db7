import { z } from 'zod';
import { text } from './inputs';
import { DataUrlSchema, FilenameSchema, MediaFileSchema } from './media';
import { alsoInReadForm, readForm, takingRead } from './read-back';
import { spanishAnswer, spanishRequest } from './spanish-text';

/** Limits of the Home announcement, the promotion card and the promotion page. */
export const CONTENT_TITLE_MAX = 255;
export const CARD_DESCRIPTION_MAX = 2000;
export const RICH_TEXT_MAX = 50_000;

/** GET /dashboard (spec 2 §7): the announcement (sanitised HTML) and the Home promotion card; `file` is the card image's URL. */
export const DashboardSchema = z.object({
  announcement: z.string(),
  title: z.string(),
  description: z.string(),
  file: z.string().nullable(),
  ...spanishAnswer('announcement'),
  ...spanishAnswer('title'),
  ...spanishAnswer('description'),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** PUT /dashboard: `file` is a data URL of a new image, or null when the image is unchanged. */
export const DashboardInputSchema = takingRead(
  z.object({
    announcement: text(RICH_TEXT_MAX),
    title: text(CONTENT_TITLE_MAX, { trim: true }),
    description: text(CARD_DESCRIPTION_MAX, { trim: true }),
    file: DataUrlSchema.nullish(),
    filename: FilenameSchema.nullish(),
    ...spanishRequest('announcement', RICH_TEXT_MAX),
    ...spanishRequest('title', CONTENT_TITLE_MAX, { trim: true }),
    ...spanishRequest('description', CARD_DESCRIPTION_MAX, { trim: true }),
  }),
  DashboardSchema,
);
export type DashboardInput = z.infer<typeof DashboardInputSchema>;

/** GET /promotion: `promotion {title, description}` and its media, images before videos. */
export const PromotionSchema = z.object({
  promotion: z.object({
    title: z.string(),
    description: z.string(),
    ...spanishAnswer('title'),
    ...spanishAnswer('description'),
  }),
  files: z.array(MediaFileSchema),
});
export type Promotion = z.infer<typeof PromotionSchema>;

const PromotionFieldsSchema = z.object({
  title: text(CONTENT_TITLE_MAX, { trim: true }),
  description: text(RICH_TEXT_MAX),
  file: DataUrlSchema.nullish(),
  filename: FilenameSchema.nullish(),
  ...spanishRequest('title', CONTENT_TITLE_MAX, { trim: true }),
  ...spanishRequest('description', RICH_TEXT_MAX),
});

/**
 * PUT /promotion: title, rich description and optionally one more image or video; or the promotion
 * as read, its `promotion` standing for the title and description, its files kept (decision 237).
 */
export const PromotionInputSchema = alsoInReadForm(takingRead(PromotionFieldsSchema, PromotionSchema), {
  promotion: readForm(
    takingRead(PromotionFieldsSchema.pick({ title: true, description: true }), PromotionSchema.shape.promotion),
    ['title', 'description'],
    (promotion) => promotion,
    'The promotion as read: taken when `title` and `description` are absent.',
  ),
});
export type PromotionInput = z.infer<typeof PromotionInputSchema>;
