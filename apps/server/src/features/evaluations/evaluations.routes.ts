import { z } from 'zod';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  CategoriesCreateSchema,
  CategoriesQuerySchema,
  CategoryInputSchema,
  RetailScoreCategorySchema,
  RetailScoreInputSchema,
  RetailScoreSheetSchema,
  RetailScoresAnswerSchema,
  RetailScoresQuerySchema,
} from '@dripp/contract/evaluations';
import { IdSchema } from '@dripp/contract/inputs';
import { requireAnyAt, signedIn } from '../../platform/access';
import {
  createCategories,
  forceDeleteCategory,
  listCategories,
  restoreCategory,
  trashCategory,
  updateCategory,
} from './categories.service';
import { createSheet, deleteSheet, listSheets, updateSheet, viewSheet } from './scores.service';

const IdParams = z.object({ id: IdSchema });
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};

const CATEGORY_READERS: PermissionKey[] = [
  'retail-score-categories-create',
  'retail-score-categories-edit',
  'retail-score-categories-delete',
  'retail-score-sheet-create',
  'retail-score-sheet-edit',
  'retail-score-sheet-view',
];
const CATEGORY_WRITERS: PermissionKey[] = [
  'retail-score-categories-create',
  'retail-score-categories-edit',
  'retail-score-categories-delete',
];

/** Evaluation reports and their score categories (spec 3 §2.3–§2.8, §7). */
export const evaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/retail-score-categories',
    {
      config: { access: { anyOf: CATEGORY_READERS } },
      schema: {
        querystring: CategoriesQuerySchema,
        response: { 200: okEnvelope(z.array(RetailScoreCategorySchema)), ...errors },
      },
    },
    async (request) => {
      const trashed = request.query.trashed === 1;
      // The trash is the administrators' screen; evaluation forms read the active categories.
      if (trashed) requireAnyAt(signedIn(request), CATEGORY_WRITERS);
      return { success: true as const, data: await listCategories(db, trashed) };
    },
  );

  app.post(
    '/retail-score-categories',
    {
      config: { access: { anyOf: ['retail-score-categories-create'] } },
      schema: {
        body: CategoriesCreateSchema,
        response: { 200: okEnvelope(z.array(RetailScoreCategorySchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createCategories(db, signedIn(request), request.body),
      message: 'Category saved successfully',
    }),
  );

  app.put(
    '/retail-score-categories/:id',
    {
      config: { access: { anyOf: ['retail-score-categories-edit'] } },
      schema: {
        params: IdParams,
        body: CategoryInputSchema,
        response: { 200: okEnvelope(RetailScoreCategorySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCategory(db, signedIn(request), request.params.id, request.body),
      message: 'Category updated successfully',
    }),
  );

  app.delete(
    '/retail-score-categories/:id',
    {
      config: { access: { anyOf: ['retail-score-categories-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await trashCategory(db, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully deleted category' };
    },
  );

  app.put(
    '/retail-score-categories/:id/restore',
    {
      config: { access: { anyOf: ['retail-score-categories-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await restoreCategory(db, signedIn(request), request.params.id);
      return { success: true as const, message: 'Category restored' };
    },
  );

  app.delete(
    '/retail-score-categories/:id/force-delete',
    {
      config: { access: { anyOf: ['retail-score-categories-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await forceDeleteCategory(db, signedIn(request), request.params.id);
      return { success: true as const, message: 'Category deleted' };
    },
  );

  app.get(
    '/retail-scores',
    {
      config: { access: { anyOf: ['retail-score-sheet-list'] } },
      schema: { querystring: RetailScoresQuerySchema, response: { 200: RetailScoresAnswerSchema, ...errors } },
    },
    async (request) => {
      const { rows, total } = await listSheets(db, signedIn(request), request.query);
      return { success: true as const, data: rows, total_records: total };
    },
  );

  app.get(
    '/retail-scores/:id',
    {
      config: { access: { anyOf: ['retail-score-sheet-view', 'retail-score-sheet-edit'] } },
      schema: { params: IdParams, response: { 200: okEnvelope(RetailScoreSheetSchema.nullable()), ...errors } },
    },
    async (request) => ({ success: true as const, data: await viewSheet(db, signedIn(request), request.params.id) }),
  );

  app.post(
    '/retail-scores',
    {
      config: { access: { anyOf: ['retail-score-sheet-create'] } },
      schema: { body: RetailScoreInputSchema, response: { 200: okEnvelope(RetailScoreSheetSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createSheet(db, signedIn(request), request.body),
      message: 'Successfully saved new Retail Score Sheet',
    }),
  );

  app.put(
    '/retail-scores/:id',
    {
      config: { access: { anyOf: ['retail-score-sheet-edit'] } },
      schema: {
        params: IdParams,
        body: RetailScoreInputSchema,
        response: { 200: okEnvelope(RetailScoreSheetSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSheet(db, signedIn(request), request.params.id, request.body),
      message: 'Successfully saved Retail Score Sheet',
    }),
  );

  app.delete(
    '/retail-scores/:id',
    {
      config: { access: { anyOf: ['retail-score-sheet-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteSheet(db, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully deleted retail score' };
    },
  );
};
