import type { FastifyPluginAsync } from 'fastify';
import { vendorsEndpoints as endpoints } from '@dripp/contract/endpoints/vendors';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  createVendor,
  deleteVendor,
  linkStore,
  listVendors,
  setVendorDeactivated,
  unlinkStore,
  updateVendor,
  vendorForEdit,
  vendorView,
} from './vendors.service';
import { exportVendors } from './vendors-export';

/** Vendor administration (spec 2 §2 Vendors, §7). */
export const vendorsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listVendors(db, signedIn(request), request.query.trashed),
  }));

  route(app, endpoints.export, (request, reply) => exportVendors(db, signedIn(request), request.query.trashed, reply));

  route(app, endpoints.view, async (request) => ({
    success: true as const,
    data: await vendorView(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.edit, async (request) => ({
    success: true as const,
    data: await vendorForEdit(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createVendor(db, signedIn(request), request.body),
    message: 'Successfully saved Vendor',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateVendor(db, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated Vendor',
  }));

  route(app, endpoints.deactivate, async (request) => ({
    success: true as const,
    data: await setVendorDeactivated(db, signedIn(request), request.params.id, true),
    message: 'Successfully deactivated Vendor',
  }));

  route(app, endpoints.restore, async (request) => ({
    success: true as const,
    data: await setVendorDeactivated(db, signedIn(request), request.params.id, false),
    message: 'Successfully restored Vendor',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteVendor(app.ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully deleted Vendor' };
  });

  route(app, endpoints.linkStore, async (request) => {
    await linkStore(db, signedIn(request), request.params.vendorId, request.params.storeId);
    return { success: true as const, message: 'Successfully linked Store' };
  });

  route(app, endpoints.unlinkStore, async (request) => {
    await unlinkStore(db, signedIn(request), request.params.vendorId, request.params.storeId);
    return { success: true as const, message: 'Successfully unlinked Store' };
  });
};
