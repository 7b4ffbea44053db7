import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { csvExport, endpoint } from '../endpoint';
import {
  CategoriesCreateSchema,
  CategoriesQuerySchema,
  CategoryInputSchema,
  RetailScoreCategorySchema,
  RetailScoreInputSchema,
  RetailScoreSheetSchema,
  RetailScoreUpdateSchema,
  RetailScoresAnswerSchema,
  RetailScoresQuerySchema,
} from '../evaluations';
import { IdSchema } from '../inputs';
import type { PermissionKey } from '../permissions';

const tag = 'Evaluations';
const errors = [400, 401, 403, 404, 409, 422] as const;
const IdParams = z.object({ id: IdSchema });

/** Who may manage the score categories (and see their trash). */
export const CATEGORY_WRITERS = [
  'retail-score-categories-create',
  'retail-score-categories-edit',
  'retail-score-categories-delete',
] as const satisfies readonly PermissionKey[];
/** Who may read the active categories: their managers and whoever fills in or reads a sheet. */
export const CATEGORY_READERS = [
  ...CATEGORY_WRITERS,
  'retail-score-sheet-create',
  'retail-score-sheet-edit',
  'retail-score-sheet-view',
] as const satisfies readonly PermissionKey[];

/** Evaluation reports and their score categories (spec 3 §2.3–§2.8, §7). */
export const evaluationsEndpoints = {
  listCategories: endpoint({
    method: 'GET',
    path: '/retail-score-categories',
    operationId: 'listRetailScoreCategories',
    summary: 'List the score categories with their items, or those in the trash',
    tag,
    access: { anyOf: CATEGORY_READERS },
    query: CategoriesQuerySchema,
    answer: okEnvelope(z.array(RetailScoreCategorySchema)),
    errors,
  }),
  createCategories: endpoint({
    method: 'POST',
    path: '/retail-score-categories',
    operationId: 'createRetailScoreCategories',
    summary: 'Add score categories in their order',
    tag,
    access: { anyOf: ['retail-score-categories-create'] },
    body: CategoriesCreateSchema,
    answer: okEnvelope(z.array(RetailScoreCategorySchema)),
    errors,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/retail-score-categories/:id',
    operationId: 'updateRetailScoreCategory',
    summary: 'Change a score category and its items',
    tag,
    access: { anyOf: ['retail-score-categories-edit'] },
    params: IdParams,
    body: CategoryInputSchema,
    answer: okEnvelope(RetailScoreCategorySchema),
    errors,
  }),
  trashCategory: endpoint({
    method: 'DELETE',
    path: '/retail-score-categories/:id',
    operationId: 'trashRetailScoreCategory',
    summary: 'Move a score category to the trash',
    tag,
    access: { anyOf: ['retail-score-categories-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  restoreCategory: endpoint({
    method: 'PUT',
    path: '/retail-score-categories/:id/restore',
    operationId: 'restoreRetailScoreCategory',
    summary: 'Bring a score category back from the trash',
    tag,
    access: { anyOf: ['retail-score-categories-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  forceDeleteCategory: endpoint({
    method: 'DELETE',
    path: '/retail-score-categories/:id/force-delete',
    operationId: 'forceDeleteRetailScoreCategory',
    summary: 'Delete a score category in the trash for good',
    tag,
    access: { anyOf: ['retail-score-categories-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  listSheets: endpoint({
    method: 'GET',
    path: '/retail-scores',
    operationId: 'listRetailScoreSheets',
    summary: 'List a page of evaluation reports and how many match',
    tag,
    access: { anyOf: ['retail-score-sheet-list'] },
    query: RetailScoresQuerySchema,
    answer: RetailScoresAnswerSchema,
    errors,
  }),
  getSheet: endpoint({
    method: 'GET',
    path: '/retail-scores/:id',
    operationId: 'getRetailScoreSheet',
    summary: 'Get an evaluation report with its scores',
    tag,
    access: { anyOf: ['retail-score-sheet-view', 'retail-score-sheet-edit'] },
    params: IdParams,
    answer: okEnvelope(RetailScoreSheetSchema.nullable()),
    errors,
  }),
  createSheet: endpoint({
    method: 'POST',
    path: '/retail-scores',
    operationId: 'createRetailScoreSheet',
    summary: 'Save a new evaluation report',
    tag,
    access: { anyOf: ['retail-score-sheet-create'] },
    storeField: 'store_id',
    body: RetailScoreInputSchema,
    answer: okEnvelope(RetailScoreSheetSchema),
    errors,
  }),
  updateSheet: endpoint({
    method: 'PUT',
    path: '/retail-scores/:id',
    operationId: 'updateRetailScoreSheet',
    summary: 'Change an evaluation report',
    tag,
    access: { anyOf: ['retail-score-sheet-edit'] },
    storeField: 'store_id',
    storeFieldAsRead: 'store.id',
    params: IdParams,
    body: RetailScoreUpdateSchema,
    answer: okEnvelope(RetailScoreSheetSchema),
    errors,
  }),
  removeSheet: endpoint({
    method: 'DELETE',
    path: '/retail-scores/:id',
    operationId: 'deleteRetailScoreSheet',
    summary: 'Delete an evaluation report',
    tag,
    access: { anyOf: ['retail-score-sheet-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  exportSheets: csvExport({
    path: '/retail-scores/export',
    operationId: 'exportRetailScoreSheets',
    summary: "Download the evaluation reports as CSV, with the list's filters",
    tag,
    access: { anyOf: ['retail-score-sheet-list'] },
    query: RetailScoresQuerySchema.omit({ limit: true, offset: true }),
    errors,
  }),
};
