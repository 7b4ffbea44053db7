import { z } from 'zod';
import { EmailSchema, IdSchema, idList, requiredText, text, webLink } from './inputs';
import { takingRead } from './read-back';

/** An address book entry as the list, the edit form and the ticket picker show it (spec 1 §3, spec 2 §3). */
export const AddressBookEntrySchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  name: z.string(),
  email: z.string(),
  contactName: z.string(),
  contact_name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  phone2: z.string(),
  fax: z.string(),
  website: z.string(),
  /** Ids of the entry's categories. */
  categories: z.array(z.number().int()),
});
export type AddressBookEntry = z.infer<typeof AddressBookEntrySchema>;

/** A category of service provider; `included` tells whether the entry asked about has it. */
export const AddressBookCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  included: z.boolean(),
});
export type AddressBookCategory = z.infer<typeof AddressBookCategorySchema>;

/** The ticket picker: a store's providers grouped by category (id 0 holds those without one). */
export const AddressBookGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  resources: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      contact_name: z.string(),
      phone: z.string(),
      phone2: z.string(),
      fax: z.string(),
      email: z.string(),
    }),
  ),
});
export type AddressBookGroup = z.infer<typeof AddressBookGroupSchema>;

export const ADDRESS_BOOK_CATEGORIES_MAX = 50;

const optionalText = (max: number) => text(max, { trim: true }).nullish();

/** POST /address-book/{storeId} and PUT /address-book/{id}: `categories` comma-joined, or as read (a list of ids). */
export const AddressBookInputSchema = z.object({
  name: requiredText('Name', 200),
  email: z.union([z.literal(''), EmailSchema]).nullish(),
  contact_name: optionalText(200),
  contactName: optionalText(200),
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zip: optionalText(20),
  phone: optionalText(50),
  phone2: optionalText(50),
  fax: optionalText(50),
  website: webLink(500).nullish(),
  categories: z
    .union([
      idList(ADDRESS_BOOK_CATEGORIES_MAX),
      z
        .array(IdSchema)
        .max(ADDRESS_BOOK_CATEGORIES_MAX)
        .transform((ids) => [...new Set(ids)]),
    ])
    .nullish(),
});
export type AddressBookInput = z.input<typeof AddressBookInputSchema>;
/** The body as the service receives it, after validation. */
export type AddressBookFields = z.output<typeof AddressBookInputSchema>;

/** PUT /address-book/{id}: the entry as the form sends it, or as read, its id and store ignored (decision 237). */
export const AddressBookUpdateSchema = takingRead(AddressBookInputSchema, AddressBookEntrySchema);
