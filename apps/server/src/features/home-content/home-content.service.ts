import { eq } from 'drizzle-orm';
import type { Dashboard, DashboardInput, Promotion, PromotionInput } from '@dripp/contract/home-content';
import { IMAGE_EXTENSIONS, ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER, dashboard, promotion } from '../../db/schema/index';
import { requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { attachMedia, deleteMediaOf, mediaFilesOf, removeStoredMedia } from '../../platform/media/media';
import { acceptUpload } from '../../platform/media/upload';
import { sanitizeRichText } from '../../platform/rich-text';

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
  const values = {
    announcement: sanitizeRichText(input.announcement),
    title: input.title,
    description: input.description,
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
  return { promotion: { title: row?.title ?? '', description: row?.description ?? '' }, files };
}

/** PUT /promotion: title and sanitised description; a sent file (image or mp4/mov video) is added to the media. */
export async function updatePromotion(ctx: Ctx, principal: Principal, input: PromotionInput): Promise<Promotion> {
  requireChainWide(principal, 'promotions-edit');
  const upload = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, ATTACHMENT_EXTENSIONS)
    : null;
  const values = {
    title: input.title,
    description: sanitizeRichText(input.description),
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
