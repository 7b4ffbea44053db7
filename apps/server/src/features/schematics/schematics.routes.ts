import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { IdSchema } from '@dripp/contract/inputs';
import {
  OrderMoveSchema,
  SchematicCreateSchema,
  SchematicSchema,
  SchematicUpdateSchema,
  SchematicWithFilesSchema,
} from '@dripp/contract/schematics';
import { SCHEMATIC_MEDIA_OWNER, schematics } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
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

const IdParams = z.object({ id: IdSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 422: ErrorSchema };
const ListAnswer = okEnvelope(z.array(SchematicSchema));
const OneAnswer = okEnvelope(SchematicWithFilesSchema);

/** Chain-wide schematics with images and videos (spec 2 §2 Schematics admin, §7). */
export const schematicsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/schematics',
    { config: { access: { anyOf: ['schematics-view'] } }, schema: { response: { 200: ListAnswer, ...errors } } },
    async (request) => ({ success: true as const, data: await listSchematics(ctx, signedIn(request)) }),
  );

  app.get(
    '/schematics/files',
    {
      config: { access: { anyOf: ['schematics-view'] } },
      schema: { response: { 200: okEnvelope(z.array(SchematicWithFilesSchema)), ...errors } },
    },
    async (request) => ({ success: true as const, data: await listSchematicsWithFiles(ctx, signedIn(request)) }),
  );

  app.post(
    '/schematics',
    {
      config: { access: { anyOf: ['schematics-edit'] } },
      schema: { body: SchematicCreateSchema, response: { 200: okEnvelope(SchematicSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createSchematic(ctx, signedIn(request), request.body),
      message: 'Successfully saved new Schematic',
    }),
  );

  app.put(
    '/schematics/order',
    {
      config: { access: { anyOf: ['schematics-edit'] } },
      schema: { body: OrderMoveSchema, response: { 200: ListAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await moveSchematic(ctx, signedIn(request), request.body),
      message: 'Successfully changed order of Schematics',
    }),
  );

  app.get(
    '/schematics/:id',
    {
      config: { access: { anyOf: ['schematics-view'] } },
      schema: { params: IdParams, response: { 200: OneAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getSchematic(ctx, signedIn(request), request.params.id),
    }),
  );

  app.put(
    '/schematics/:id',
    {
      bodyLimit: uploadBodyLimit(ctx.config),
      config: { access: { anyOf: ['schematics-edit'] } },
      schema: { params: IdParams, body: SchematicUpdateSchema, response: { 200: OneAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateSchematic(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Schematic',
    }),
  );

  app.delete(
    '/schematics/:id',
    {
      config: { access: { anyOf: ['schematics-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteSchematic(ctx, signedIn(request), request.params.id, request.log);
      return { success: true as const, message: 'Successfully removed Schematic' };
    },
  );
};
