import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { foodSafetyEndpoints as endpoints } from '@dripp/contract/endpoints/food-safety';
import { loadPrincipal, signedIn, verifyIssuedToken, type Principal, type TokenIdentity } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { unauthorized } from '../../platform/errors';
import { TOKEN_SECONDS, withinLifetime } from '../../platform/sessions';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { checkCooling, closeCooling, listCoolingBatches, startCooling } from './cooling.service';
import { labelsPdfPath, listLabelPrints, printLabels, printPdf } from './labels.service';
import { createPrepItem, deletePrepItem, listPrepItems, updatePrepItem } from './prep-items.service';

/**
 * A print's PDF link names the print and the identity (with session versions) it was printed under.
 * It is a download link like an HR document's (`typ: 'document'`, the same short life), for one
 * print only (decision 281).
 */
interface LabelLinkClaims extends TokenIdentity {
  typ: 'document';
  label: number;
}

/** The caller a label link speaks for, loaded afresh; null for any other token or an ended one. */
async function labelLinkHolder(app: FastifyInstance, token: string, printId: number): Promise<Principal | null> {
  let claims: Partial<LabelLinkClaims>;
  try {
    claims = verifyIssuedToken<Partial<LabelLinkClaims>>(app, token);
  } catch {
    return null;
  }
  if (claims.typ !== 'document' || claims.label !== printId || !withinLifetime(claims)) return null;
  const { sub, sv, uid, usv } = claims;
  if (typeof sub !== 'string' || typeof sv !== 'number') return null;
  return loadPrincipal(app.ctx.db, { sub, sv, uid, usv });
}

/** Food safety's cooling logs, prep items and date labels (issue 39 parts 4 and 5). */
export const coolingLabelsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.coolingBatches, async (request) => ({
    success: true as const,
    data: await listCoolingBatches(ctx, signedIn(request), request.params.storeId, request.query.date),
  }));

  route(app, endpoints.startCooling, async (request, reply) => {
    const data = await startCooling(
      ctx,
      signedIn(request),
      request.params.storeId,
      request.body,
      idempotencyKeyOf(request.headers),
    );
    reply.code(201);
    return { success: true as const, data, message: 'Cooling started' };
  });

  route(app, endpoints.coolingCheck, async (request) => ({
    success: true as const,
    data: await checkCooling(ctx, signedIn(request), request.params.id, request.body),
    message: 'Check saved',
  }));

  route(app, endpoints.closeCooling, async (request) => ({
    success: true as const,
    data: await closeCooling(ctx, signedIn(request), request.params.id, request.body),
    message: 'Cooling batch closed',
  }));

  route(app, endpoints.prepItems, async (request) => ({
    success: true as const,
    data: await listPrepItems(ctx, signedIn(request)),
  }));

  route(app, endpoints.createPrepItem, async (request, reply) => {
    const data = await createPrepItem(ctx, signedIn(request), request.body);
    reply.code(201);
    return { success: true as const, data, message: 'Prep item saved' };
  });

  route(app, endpoints.updatePrepItem, async (request) => ({
    success: true as const,
    data: await updatePrepItem(ctx, signedIn(request), request.params.id, request.body),
    message: 'Prep item saved',
  }));

  route(app, endpoints.deletePrepItem, async (request) => {
    await deletePrepItem(ctx, signedIn(request), request.params.id);
    return { success: true as const, message: 'Prep item removed' };
  });

  /** A print's PDF address, with a token for this print and this caller only, valid for minutes. */
  const linkFor = (principal: Principal) => (id: number) => {
    const claims: LabelLinkClaims = { ...principal.identity, typ: 'document', label: id };
    const token = app.jwt.sign(claims, { expiresIn: TOKEN_SECONDS.document });
    return `${labelsPdfPath(id)}?token=${encodeURIComponent(token)}`;
  };

  route(app, endpoints.labelPrints, async (request) => {
    const principal = signedIn(request);
    return {
      success: true as const,
      data: await listLabelPrints(ctx, principal, request.params.storeId, request.query.date, linkFor(principal)),
    };
  });

  route(app, endpoints.printLabels, async (request, reply) => {
    const principal = signedIn(request);
    const data = await printLabels(
      ctx,
      principal,
      request.params.storeId,
      request.body,
      linkFor(principal),
      idempotencyKeyOf(request.headers),
    );
    reply.code(201);
    return { success: true as const, data, message: 'Date labels printed' };
  });

  /**
   * Opened by the browser itself (a new tab, no Authorization header), so the token comes in the
   * query, which never reaches the logs. Only a label link for this print is taken, and its holder
   * is loaded and checked at the print's store on every opening.
   */
  route(app, endpoints.labelsPdf, async (request, reply) => {
    const token = request.query.token;
    if (!token) throw unauthorized('A download link needs a token');
    const holder = await labelLinkHolder(app, token, request.params.id);
    if (!holder) throw unauthorized("The labels link has expired: open them again from today's prints on Date Labels");
    const pdf = await printPdf(ctx, holder, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="labels-${request.params.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
};
