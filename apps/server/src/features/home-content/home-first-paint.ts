import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import type { FirstPaintData } from '@dripp/contract/home-first-paint';
import { shownText } from '@dripp/contract/home-first-paint-page';
import type { Language } from '@dripp/contract/languages';
import { DAY_VIEW_PERMISSIONS } from '@dripp/contract/store-day-labels';
import { can, canAny } from '@dripp/domain/permissions';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { sanitizeRichText } from '../../platform/rich-text';
import { getDashboard } from './home-content.service';

/**
 * Home's answer for the HTML of a signed-in page request (docs/decisions/230): the same answer
 * GET /api/dashboard gives this caller, or null when that endpoint would refuse them. The
 * announcement, in the page's language, goes through the sanitiser again on its way into the page.
 */
export async function homeFirstPaint(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  language: Language = 'en',
): Promise<{ data: FirstPaintData; announcementHtml: string } | null> {
  const { access } = homeContentEndpoints.dashboard;
  if ('anyOf' in access && !canAny(principal.grants, access.anyOf)) return null;
  const dashboard = await getDashboard(ctx);
  return {
    data: {
      dashboard,
      source: 'server',
      at: ctx.now().getTime(),
      counts: can(principal.grants, 'corrective-actions-view'),
      day: canAny(principal.grants, DAY_VIEW_PERMISSIONS),
    },
    announcementHtml: sanitizeRichText(shownText(dashboard, 'announcement', language)),
  };
}
