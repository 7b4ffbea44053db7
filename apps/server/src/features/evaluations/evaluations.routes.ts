import type { FastifyPluginAsync } from 'fastify';
import { CATEGORY_WRITERS, evaluationsEndpoints as endpoints } from '@dripp/contract/endpoints/evaluations';
import { requireAnyAt, signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  createCategories,
  forceDeleteCategory,
  listCategories,
  restoreCategory,
  trashCategory,
  updateCategory,
} from './categories.service';
import { createSheet, deleteSheet, listSheets, updateSheet, viewSheet } from './scores.service';
import { exportSheets } from './scores-export';

/** Evaluation reports and their score categories (spec 3 §2.3–§2.8, §7). */
export const evaluationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.listCategories, async (request) => {
    const trashed = request.query.trashed === 1;
    // The trash is the administrators' screen; evaluation forms read the active categories.
    if (trashed) requireAnyAt(signedIn(request), CATEGORY_WRITERS);
    return { success: true as const, data: await listCategories(db, trashed) };
  });

  route(app, endpoints.createCategories, async (request) => ({
    success: true as const,
    data: await createCategories(db, signedIn(request), request.body),
    message: 'Category saved successfully',
  }));

  route(app, endpoints.updateCategory, async (request) => ({
    success: true as const,
    data: await updateCategory(db, signedIn(request), request.params.id, request.body),
    message: 'Category updated successfully',
  }));

  route(app, endpoints.trashCategory, async (request) => {
    await trashCategory(db, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully deleted category' };
  });

  route(app, endpoints.restoreCategory, async (request) => {
    await restoreCategory(db, signedIn(request), request.params.id);
    return { success: true as const, message: 'Category restored' };
  });

  route(app, endpoints.forceDeleteCategory, async (request) => {
    await forceDeleteCategory(db, signedIn(request), request.params.id);
    return { success: true as const, message: 'Category deleted' };
  });

  route(app, endpoints.listSheets, async (request) => {
    const { rows, total } = await listSheets(db, signedIn(request), request.query);
    return { success: true as const, data: rows, total_records: total };
  });

  route(app, endpoints.exportSheets, (request, reply) => exportSheets(db, signedIn(request), request.query, reply));

  route(app, endpoints.getSheet, async (request) => ({
    success: true as const,
    data: await viewSheet(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.createSheet, async (request) => ({
    success: true as const,
    data: await createSheet(db, signedIn(request), request.body),
    message: 'Successfully saved new Retail Score Sheet',
  }));

  route(app, endpoints.updateSheet, async (request) => ({
    success: true as const,
    data: await updateSheet(db, signedIn(request), request.params.id, request.body),
    message: 'Successfully saved Retail Score Sheet',
  }));

  route(app, endpoints.removeSheet, async (request) => {
    await deleteSheet(db, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully deleted retail score' };
  });
};
