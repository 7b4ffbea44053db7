import { eq } from 'drizzle-orm';
import type { Dashboard, DashboardInput, Promotion, PromotionInput } from '@dripp/contract/home-content';
import { IMAGE_EXTENSIONS, ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER, dashboard, promotion } from '../../db/schema/index';
import { requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { attachMedia, deleteMediaOf, mediaFilesOf, removeStoredMedia } from '../../platform/media/media';
import { acceptUpload } from '../../platform/media/upload';
import { sanitizeRichText } from '../../platform/rich-text';
import { sentSpanish, spanishOut } from '@dripp/contract/spanish-text';
import { NO_SPANISH as NONE, spanishColumns } from '../../platform/spanish-columns';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Log = { warn(obj: object, msg: string): void };

/** The dashboard and the promotion are one row each. */
const SINGLE_ID = 1;

export async function getDashboard(ctx: Ctx): Promise<Dashboard> {
  const [row] = await ctx.db.select().from(dashboard).where(eq(dashboard.id, SINGLE_ID));
  const files = (await mediaFilesOf(ctx.db, DASHBOARD_MEDIA_OWNER, [SINGLE_ID])).get(SINGLE_ID) ?? [];
  const image = files.find((f) => !f.is_video);
  return {
    announcement: row?.announcement ?? '',
    title: row?.title ?? '',
    description: row?.description ?? '',
    file: image?.url ?? null,
    ...spanishOut(
      'announcement',
      row?.announcement ?? '',
      row ? { es: row.announcementEs, source: row.announcementEsSource } : NONE,
    ),
    ...spanishOut('title', row?.title ?? '', row ? { es: row.titleEs, source: row.titleEsSource } : NONE),
    ...spanishOut(
      'description',
      row?.description ?? '',
      row ? { es: row.descriptionEs, source: row.descriptionEsSource } : NONE,
    ),
  };
}

/**
 * PUT /dashboard: the announcement (sanitised), the card's title and description and, when a new
 * image is sent, that image in place of the old one. Chain-wide: promotions-edit from a corporate role.
 */
export async function updateDashboard(
  ctx: Ctx,
  principal: Principal,
  input: DashboardInput,
  log?: Log,
): Promise<Dashboard> {
  requireChainWide(principal, 'promotions-edit');
  const image = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, IMAGE_EXTENSIONS)
    : null;
  const [before] = await ctx.db.select().from(dashboard).where(eq(dashboard.id, SINGLE_ID));
  const announcement = sanitizeRichText(input.announcement);
  const values = {
    announcement,
    title: input.title,
    description: input.description,
    ...spanishColumns('announcementEs', sentSpanish('announcement', input), before, announcement, sanitizeRichText),
    ...spanishColumns('titleEs', sentSpanish('title', input), before, input.title),
    ...spanishColumns('descriptionEs', sentSpanish('description', input), before, input.description),
    updatedBy: principal.userId,
    updatedAt: new Date(),
  };
  const replaced = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(dashboard)
      .values({ id: SINGLE_ID, ...values, createdBy: principal.userId })
      .onConflictDoUpdate({ target: dashboard.id, set: values });
    if (!image) return [];
    const old = await deleteMediaOf(tx, DASHBOARD_MEDIA_OWNER, SINGLE_ID);
    await attachMedia(ctx.config, tx, image, {
      ownerType: DASHBOARD_MEDIA_OWNER,
      ownerId: SINGLE_ID,
      storeId: null,
      userId: principal.userId,
    });
    return old;
  });
  await removeStoredMedia(ctx.config, replaced, log);
  return getDashboard(ctx);
}

export async function getPromotion(ctx: Ctx): Promise<Promotion> {
  const [row] = await ctx.db.select().from(promotion).where(eq(promotion.id, SINGLE_ID));
  const files = (await mediaFilesOf(ctx.db, PROMOTION_MEDIA_OWNER, [SINGLE_ID])).get(SINGLE_ID) ?? [];
  const title = row?.title ?? '';
  const description = row?.description ?? '';
  return {
    promotion: {
      title,
      description,
      ...spanishOut('title', title, row ? { es: row.titleEs, source: row.titleEsSource } : NONE),
      ...spanishOut(
        'description',
        description,
        row ? { es: row.descriptionEs, source: row.descriptionEsSource } : NONE,
      ),
    },
    files,
  };
}

/** PUT /promotion: title and sanitised description; a sent file (image or mp4/mov video) is added to the media. */
export async function updatePromotion(ctx: Ctx, principal: Principal, input: PromotionInput): Promise<Promotion> {
  requireChainWide(principal, 'promotions-edit');
  const upload = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, ATTACHMENT_EXTENSIONS)
    : null;
  const [before] = await ctx.db.select().from(promotion).where(eq(promotion.id, SINGLE_ID));
  const description = sanitizeRichText(input.description);
  const values = {
    title: input.title,
    description,
    ...spanishColumns('titleEs', sentSpanish('title', input), before, input.title),
    ...spanishColumns('descriptionEs', sentSpanish('description', input), before, description, sanitizeRichText),
    updatedBy: principal.userId,
    updatedAt: new Date(),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(promotion)
      .values({ id: SINGLE_ID, ...values, createdBy: principal.userId })
      .onConflictDoUpdate({ target: promotion.id, set: values });
    if (upload) {
      await attachMedia(ctx.config, tx, upload, {
        ownerType: PROMOTION_MEDIA_OWNER,
        ownerId: SINGLE_ID,
        storeId: null,
        userId: principal.userId,
      });
    }
  });
  return getPromotion(ctx);
}
