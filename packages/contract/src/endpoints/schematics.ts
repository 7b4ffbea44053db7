import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint, type ErrorStatus } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  OrderMoveSchema,
  SchematicCreateSchema,
  SchematicSchema,
  SchematicUpdateSchema,
  SchematicWithFilesSchema,
} from '../schematics';
import { takingRead } from '../read-back';

const tag = 'Schematics';
const errors = [401, 403, 404, 413, 422] as const satisfies readonly ErrorStatus[];
const viewers = { anyOf: ['schematics-view'] } as const;
const editors = { anyOf: ['schematics-edit'] } as const;
const ListAnswer = okEnvelope(z.array(SchematicSchema));
const OneAnswer = okEnvelope(SchematicWithFilesSchema);

/** Chain-wide schematics with images and videos (spec 2 §2 Schematics admin, §7). */
export const schematicsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/schematics',
    operationId: 'listSchematics',
    summary: 'List the schematics in their order',
    tag,
    access: viewers,
    answer: ListAnswer,
    errors,
  }),
  listWithFiles: endpoint({
    method: 'GET',
    path: '/schematics/files',
    operationId: 'listSchematicsWithFiles',
    summary: 'List every schematic with its media',
    tag,
    access: viewers,
    answer: okEnvelope(z.array(SchematicWithFilesSchema)),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/schematics',
    operationId: 'createSchematic',
    summary: 'Add a schematic',
    tag,
    access: editors,
    body: SchematicCreateSchema,
    answer: okEnvelope(SchematicSchema),
    errors,
  }),
  move: endpoint({
    method: 'PUT',
    path: '/schematics/order',
    operationId: 'moveSchematic',
    summary: 'Move a schematic to another position in the list',
    tag,
    access: editors,
    body: OrderMoveSchema,
    answer: ListAnswer,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/schematics/:id',
    operationId: 'getSchematic',
    summary: 'Get a schematic with its media',
    tag,
    access: viewers,
    params: z.object({ id: IdSchema }),
    answer: OneAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/schematics/:id',
    operationId: 'updateSchematic',
    summary: 'Rename a schematic, optionally adding an image or a video',
    tag,
    access: editors,
    params: z.object({ id: IdSchema }),
    body: takingRead(SchematicUpdateSchema, SchematicWithFilesSchema),
    answer: OneAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/schematics/:id',
    operationId: 'deleteSchematic',
    summary: 'Remove a schematic and its media',
    tag,
    access: { anyOf: ['schematics-delete'] },
    params: z.object({ id: IdSchema }),
    answer: OkSchema,
    errors,
  }),
};
