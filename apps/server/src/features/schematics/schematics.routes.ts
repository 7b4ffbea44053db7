import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { schematicsEndpoints as endpoints } from '@dripp/contract/endpoints/schematics';
import { SCHEMATIC_MEDIA_OWNER, schematics } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { registerMediaOwner } from '../../platform/media/owners';
import { uploadBodyLimit } from '../../platform/media/upload';
import {
  createSchematic,
  deleteSchematic,
  getSchematic,
  listSchematics,
  listSchematicsWithFiles,
  moveSchematic,
  updateSchematic,
} from './schematics.service';

/** Chain-wide schematics with images and videos (spec 2 §2 Schematics admin, §7). */
export const schematicsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  registerMediaOwner({
    ownerType: SCHEMATIC_MEDIA_OWNER,
    streamedExtensions: ATTACHMENT_EXTENSIONS,
    editPermission: 'schematics-edit',
    storeIdOf: async (db, id) => {
      const [row] = await db.select({ id: schematics.id }).from(schematics).where(eq(schematics.id, id));
      return row ? null : undefined;
    },
    chainWide: true,
  });

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listSchematics(ctx, signedIn(request)),
  }));

  route(app, endpoints.listWithFiles, async (request) => ({
    success: true as const,
    data: await listSchematicsWithFiles(ctx, signedIn(request)),
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createSchematic(ctx, signedIn(request), request.body),
    message: 'Successfully saved new Schematic',
  }));

  route(app, endpoints.move, async (request) => ({
    success: true as const,
    data: await moveSchematic(ctx, signedIn(request), request.body),
    message: 'Successfully changed order of Schematics',
  }));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getSchematic(ctx, signedIn(request), request.params.id),
  }));

  route(
    app,
    endpoints.update,
    async (request) => ({
      success: true as const,
      data: await updateSchematic(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Schematic',
    }),
    { bodyLimit: uploadBodyLimit(ctx.config) },
  );

  route(app, endpoints.remove, async (request) => {
    await deleteSchematic(ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully removed Schematic' };
  });
};
