import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import {
  AddressBookCategorySchema,
  AddressBookEntrySchema,
  AddressBookGroupSchema,
  AddressBookInputSchema,
  AddressBookUpdateSchema,
} from '../address-book';
import { SIGNED_IN_ERRORS, csvExport, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';

const tag = 'Address book';
const errors = SIGNED_IN_ERRORS;
const viewers = { anyOf: ['service-providers-view'] } as const;
const EntryAnswer = okEnvelope(AddressBookEntrySchema);
const EntryListAnswer = okEnvelope(z.array(AddressBookEntrySchema));

/** A store's service providers, grouped by category for the service ticket (spec 1 §2, spec 2 §2). */
export const addressBookEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/address-book/categories',
    operationId: 'listAddressBookCategories',
    summary: 'List the service provider categories, marking those of one entry',
    tag,
    access: viewers,
    query: z.object({ id: IdSchema.optional() }),
    answer: okEnvelope(z.array(AddressBookCategorySchema)),
    errors,
  }),
  details: endpoint({
    method: 'GET',
    path: '/address-book/:storeId/details',
    operationId: 'listAddressBookGroups',
    summary: "List a store's service providers grouped by category",
    tag,
    access: viewers,
    params: z.object({ storeId: IdSchema }),
    answer: okEnvelope(z.array(AddressBookGroupSchema)),
    errors,
  }),
  listOfStore: endpoint({
    method: 'GET',
    path: '/stores/:id/address-book',
    operationId: 'listAddressBookEntries',
    summary: "List a store's service providers",
    tag,
    access: viewers,
    params: z.object({ id: IdSchema }),
    answer: EntryListAnswer,
    errors,
  }),
  exportOfStore: csvExport({
    path: '/stores/:id/address-book/export',
    operationId: 'exportAddressBookEntries',
    summary: "Download a store's service providers as CSV",
    tag,
    access: viewers,
    params: z.object({ id: IdSchema }),
    errors,
  }),
  /** The entry arrives as data[0], as the edit page reads it (spec 2 §7). */
  get: endpoint({
    method: 'GET',
    path: '/address-book/:id',
    operationId: 'getAddressBookEntry',
    summary: 'Get one service provider (as the only item of a list)',
    tag,
    access: viewers,
    params: z.object({ id: IdSchema }),
    answer: EntryListAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/address-book/:storeId',
    operationId: 'createAddressBookEntry',
    summary: "Add a service provider to a store's address book",
    tag,
    access: { anyOf: ['service-providers-create'] },
    params: z.object({ storeId: IdSchema }),
    body: AddressBookInputSchema,
    answer: EntryAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/address-book/:id',
    operationId: 'updateAddressBookEntry',
    summary: 'Change a service provider',
    tag,
    access: { anyOf: ['service-providers-edit'] },
    params: z.object({ id: IdSchema }),
    body: AddressBookUpdateSchema,
    answer: EntryAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/address-book/:id',
    operationId: 'deleteAddressBookEntry',
    summary: 'Remove a service provider',
    tag,
    access: { anyOf: ['service-providers-delete'] },
    params: z.object({ id: IdSchema }),
    answer: OkSchema,
    errors,
  }),
};
