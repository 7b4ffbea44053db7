import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { foodSafetyEndpoints as endpoints } from '@dripp/contract/endpoints/food-safety';
import { loadPrincipal, signedIn, verifyIssuedToken, type Principal, type TokenIdentity } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { unauthorized } from '../../platform/errors';
import { TOKEN_SECONDS, withinLifetime } from '../../platform/sessions';
import { reportPdf } from './report-pdf';
import { reportData, reportStore, type ReportPeriod } from './report.service';

/*
 * The inspector's report (decision 294). The SPA asks for a link, which a browser opens in a new
 * tab (a phone's PDF viewer sends no Authorization header): the link's token names the store and
 * the period, lives minutes like a document's, and its holder is loaded and checked again when it
 * is opened.
 */

interface ReportLinkClaims extends TokenIdentity {
  /** A download link's kind of token (platform/sessions.ts gives it its short life). */
  typ: 'document';
  report: { store: number; from: string; to: string };
}

/** The caller a report link speaks for, loaded afresh; null for another token, another report or an ended one. */
async function linkHolder(
  app: FastifyInstance,
  token: string,
  storeId: number,
  period: ReportPeriod,
): Promise<Principal | null> {
  let claims: Partial<ReportLinkClaims>;
  try {
    claims = verifyIssuedToken<Partial<ReportLinkClaims>>(app, token);
  } catch {
    return null;
  }
  const report = claims.report;
  if (claims.typ !== 'document' || !report || !withinLifetime(claims)) return null;
  if (report.store !== storeId || report.from !== period.from || report.to !== period.to) return null;
  const { sub, sv, uid, usv } = claims;
  if (typeof sub !== 'string' || typeof sv !== 'number') return null;
  return loadPrincipal(app.ctx.db, { sub, sv, uid, usv });
}

const reportPath = (storeId: number, { from, to }: ReportPeriod) =>
  `/api${endpoints.report.path.replace(':storeId', String(storeId))}?${new URLSearchParams({ from, to })}`;

export const foodSafetyReportRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.reportLink, async (request) => {
    const principal = signedIn(request);
    const { storeId } = request.params;
    const period = { from: request.query.from, to: request.query.to };
    // The period is checked here, so a wrong one is a message on the page, not a broken tab.
    await reportStore(ctx.db, principal, storeId, period, ctx.now());
    const claims: ReportLinkClaims = { ...principal.identity, typ: 'document', report: { store: storeId, ...period } };
    const token = app.jwt.sign(claims, { expiresIn: TOKEN_SECONDS.document });
    return {
      success: true as const,
      data: {
        url: `${reportPath(storeId, period)}&token=${encodeURIComponent(token)}`,
        expiresIn: TOKEN_SECONDS.document,
      },
    };
  });

  route(app, endpoints.report, async (request, reply) => {
    const { storeId } = request.params;
    const { from, to, token } = request.query;
    const period = { from, to };
    if (!token) throw unauthorized('A download link needs a token');
    const holder = await linkHolder(app, token, storeId, period);
    if (!holder) throw unauthorized('The link has expired: open the report again');
    request.principal = holder;
    const now = ctx.now();
    const store = await reportStore(ctx.db, holder, storeId, period, now);
    const pdf = await reportPdf(await reportData(ctx.db, store, period, now), holder.language, now);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `inline; filename="food-safety-${store.number.replace(/[^A-Za-z0-9_-]+/g, '-')}-${from}-${to}.pdf"`,
      )
      .send(Buffer.from(pdf));
  });
};
