import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  AddressBookCategorySchema,
  AddressBookEntrySchema,
  AddressBookGroupSchema,
  AddressBookInputSchema,
} from '@dripp/contract/address-book';
import { IdSchema } from '@dripp/contract/inputs';
import { signedIn, type Access } from '../../platform/access';
import {
  addressBookCategoryList,
  addressBookDetails,
  addressBookEntry,
  createAddressBookEntry,
  deleteAddressBookEntry,
  storeAddressBook,
  updateAddressBookEntry,
} from './address-book.service';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const VIEW = { access: { anyOf: ['service-providers-view'] } } satisfies { access: Access };
const IdParams = z.object({ id: IdSchema });
const StoreParams = z.object({ storeId: IdSchema });
const EntryAnswer = okEnvelope(AddressBookEntrySchema);
const EntryListAnswer = okEnvelope(z.array(AddressBookEntrySchema));

/** A store's service providers, grouped by category for the service ticket (spec 1 §2, spec 2 §2). */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/address-book/categories',
    {
      config: VIEW,
      schema: {
        querystring: z.object({ id: IdSchema.optional() }),
        response: { 200: okEnvelope(z.array(AddressBookCategorySchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addressBookCategoryList(ctx, signedIn(request), request.query.id),
    }),
  );

  app.get(
    '/address-book/:storeId/details',
    {
      config: VIEW,
      schema: { params: StoreParams, response: { 200: okEnvelope(z.array(AddressBookGroupSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await addressBookDetails(ctx, signedIn(request), request.params.storeId),
    }),
  );

  app.get(
    '/stores/:id/address-book',
    { config: VIEW, schema: { params: IdParams, response: { 200: EntryListAnswer, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await storeAddressBook(ctx, signedIn(request), request.params.id),
    }),
  );

  app.get(
    '/address-book/:id',
    { config: VIEW, schema: { params: IdParams, response: { 200: EntryListAnswer, ...errors } } },
    // data[0], as the edit page reads it (spec 2 §7).
    async (request) => ({
      success: true as const,
      data: [await addressBookEntry(ctx, signedIn(request), request.params.id)],
    }),
  );

  app.post(
    '/address-book/:storeId',
    {
      config: { access: { anyOf: ['service-providers-create'] } },
      schema: { params: StoreParams, body: AddressBookInputSchema, response: { 200: EntryAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createAddressBookEntry(ctx, signedIn(request), request.params.storeId, request.body),
      message: 'Successfully saved address',
    }),
  );

  app.put(
    '/address-book/:id',
    {
      config: { access: { anyOf: ['service-providers-edit'] } },
      schema: { params: IdParams, body: AddressBookInputSchema, response: { 200: EntryAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateAddressBookEntry(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated address',
    }),
  );

  app.delete(
    '/address-book/:id',
    {
      config: { access: { anyOf: ['service-providers-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteAddressBookEntry(ctx, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully removed address' };
    },
  );
};
