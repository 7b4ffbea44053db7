import type { FastifyPluginAsync } from 'fastify';
import { addressBookEndpoints as endpoints } from '@dripp/contract/endpoints/address-book';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  addressBookCategoryList,
  addressBookDetails,
  addressBookEntry,
  createAddressBookEntry,
  deleteAddressBookEntry,
  storeAddressBook,
  updateAddressBookEntry,
} from './address-book.service';
import { exportAddressBook } from './address-book-export';

/** A store's service providers, grouped by category for the service ticket (spec 1 §2, spec 2 §2). */
export const addressBookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.categories, async (request) => ({
    success: true as const,
    data: await addressBookCategoryList(ctx, signedIn(request), request.query.id),
  }));

  route(app, endpoints.details, async (request) => ({
    success: true as const,
    data: await addressBookDetails(ctx, signedIn(request), request.params.storeId),
  }));

  route(app, endpoints.listOfStore, async (request) => ({
    success: true as const,
    data: await storeAddressBook(ctx, signedIn(request), request.params.id),
  }));

  route(app, endpoints.exportOfStore, (request, reply) =>
    exportAddressBook(ctx, signedIn(request), request.params.id, reply),
  );

  // data[0], as the edit page reads it (spec 2 §7).
  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: [await addressBookEntry(ctx, signedIn(request), request.params.id)],
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createAddressBookEntry(ctx, signedIn(request), request.params.storeId, request.body),
    message: 'Successfully saved address',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateAddressBookEntry(ctx, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated address',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteAddressBookEntry(ctx, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully removed address' };
  });
};
