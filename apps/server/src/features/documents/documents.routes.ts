import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { documentsEndpoints as endpoints } from '@dripp/contract/endpoints/documents';
import { loadPrincipal, signedIn, verifyIssuedToken, type Principal, type TokenIdentity } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { unauthorized } from '../../platform/errors';
import { sendMediaFile } from '../../platform/media/serve';
import { uploadBodyLimit } from '../../platform/media/upload';
import { TOKEN_SECONDS, withinLifetime } from '../../platform/sessions';
import {
  createDocument,
  deleteDocument,
  documentFile,
  downloadPath,
  getDocument,
  listDocuments,
  previewDocumentsMail,
  sendDocuments,
  updateDocument,
} from './documents.service';
import { exportDocuments } from './documents-export';

/** A download link lives this long: long enough to open, too short to be worth sharing. */
const LINK_SECONDS = TOKEN_SECONDS.document;

/** A download token names one document and the identity (with session versions) it was asked under. */
interface DocumentLinkClaims extends TokenIdentity {
  typ: 'document';
  doc: number;
}

/** The caller a download token speaks for, loaded afresh; null for any other token or an ended one. */
async function documentLinkHolder(app: FastifyInstance, token: string, documentId: number): Promise<Principal | null> {
  let claims: Partial<DocumentLinkClaims>;
  try {
    claims = verifyIssuedToken<Partial<DocumentLinkClaims>>(app, token);
  } catch {
    return null;
  }
  if (claims.typ !== 'document' || claims.doc !== documentId || !withinLifetime(claims)) return null;
  const { sub, sv, uid, usv } = claims;
  if (typeof sub !== 'string' || typeof sv !== 'number') return null;
  return loadPrincipal(app.ctx.db, { sub, sv, uid, usv });
}

/** HR documents: corporate publishes them, store managers mail them to new hires (spec 1 §2, spec 2 §2). */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listDocuments(ctx, signedIn(request)),
  }));

  route(app, endpoints.export, (request, reply) => exportDocuments(ctx, signedIn(request), reply));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getDocument(ctx, signedIn(request), request.params.id),
  }));

  route(
    app,
    endpoints.create,
    async (request) => ({
      success: true as const,
      data: await createDocument(ctx, signedIn(request), request.body),
      message: 'Successfully saved document',
    }),
    { bodyLimit: uploadBodyLimit(ctx.config) },
  );

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateDocument(ctx, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated document',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteDocument(ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully removed document' };
  });

  route(app, endpoints.send, async (request) => ({
    success: true as const,
    data: await sendDocuments(ctx, signedIn(request), request.body),
    message: 'Successfully sent documents',
  }));

  route(app, endpoints.sendPreview, async (request) => ({
    success: true as const,
    data: await previewDocumentsMail(ctx, signedIn(request), request.body),
  }));

  /** The SPA asks for a link when it shows one: a token scoped to this one document, valid for minutes. */
  route(app, endpoints.link, async (request) => {
    const principal = signedIn(request);
    const doc = await getDocument(ctx, principal, request.params.id);
    const claims: DocumentLinkClaims = { ...principal.identity, typ: 'document', doc: doc.id };
    const token = app.jwt.sign(claims, { expiresIn: LINK_SECONDS });
    return {
      success: true as const,
      data: { url: `${downloadPath(doc.id)}?token=${encodeURIComponent(token)}`, expiresIn: LINK_SECONDS },
    };
  });

  /**
   * Opened by the browser itself (no Authorization header), so the token comes in the query, which
   * never reaches the logs (app.ts logs paths only). Only a download token for this document is
   * taken (never a session token), and its holder is loaded and checked again on every download:
   * a deactivated user, a lost permission or ended sessions close the link at once.
   */
  route(app, endpoints.download, async (request, reply) => {
    const token = request.query.token;
    if (!token) throw unauthorized('A download link needs a token');
    const holder = await documentLinkHolder(app, token, request.params.id);
    if (!holder) throw unauthorized('The download link has expired: open it again from the list');
    await getDocument(ctx, holder, request.params.id);
    const file = await documentFile(ctx, request.params.id);
    return sendMediaFile(ctx.config, reply, file, {
      rangeHeader: request.headers.range,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });
};
