import { z } from 'zod';
import { IdSchema, optionalText, requiredText } from './inputs';
import { alsoNamedAsRead, takingRead } from './read-back';

/** A vendor as every screen shows it (spec 1 §3, spec 2 §3); `email` may list several addresses. */
export const VendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountNo: z.string(),
  email: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  salesContact: z.string(),
  /** Non-null when the vendor is deactivated (ISO timestamp). */
  deleted_at: z.string().nullable(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const VendorStoreSchema = z.object({ id: z.number().int(), number: z.string(), title: z.string() });
export type VendorStore = z.infer<typeof VendorStoreSchema>;

/** GET /vendors/{id}/view: the vendor and the stores it serves ("Stores Serviced") or could serve. */
export const VendorViewSchema = VendorSchema.extend({
  stores: z.object({ linked: z.array(VendorStoreSchema), unlinked: z.array(VendorStoreSchema) }),
});
export type VendorView = z.infer<typeof VendorViewSchema>;

export const VendorsQuerySchema = z.object({
  trashed: z
    .enum(['0', '1'], { error: 'trashed is 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
});

const SingleEmail = z.email();
export const VENDOR_EMAILS_MAX = 20;

/** "a@x.com, b@y.com" → the same list, trimmed and joined with ", " (purchase orders go to each). */
export const VendorEmailListSchema = requiredText('Email', 1000).transform((value, ctx) => {
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Email is required' });
    return z.NEVER;
  }
  if (addresses.length > VENDOR_EMAILS_MAX) {
    ctx.addIssue({ code: 'custom', message: `Email lists at most ${VENDOR_EMAILS_MAX} addresses` });
    return z.NEVER;
  }
  const bad = addresses.filter((a) => a.length > 254 || !SingleEmail.safeParse(a).success);
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `Not a valid email address: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return addresses.join(', ');
});

/** The addresses of a stored vendor email list. */
export function vendorEmails(list: string): string[] {
  return list
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** POST /vendors and PUT /vendors/{id}; required fields follow spec 2 §5. */
export const VendorInputSchema = z.object({
  name: requiredText('Name', 200),
  account_no: z
    .union([z.string(), z.number().int().nonnegative()], { error: 'Account # is required' })
    .transform((v) => String(v))
    .pipe(requiredText('Account #', 100)),
  email: VendorEmailListSchema,
  street1: requiredText('Street1', 200),
  street2: optionalText(200, { label: 'Street2' }),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  zip: requiredText('Zip', 20),
  phone: requiredText('Phone', 50),
  phone2: optionalText(50, { label: 'Phone2' }),
  sales_contact: requiredText('Sales Contact', 200),
});
export type VendorInput = z.infer<typeof VendorInputSchema>;
export type VendorInputRequest = z.input<typeof VendorInputSchema>;

/**
 * PUT /vendors/{id}: the form's fields, or the vendor as its edit read answers it (decision 237):
 * `accountNo` and `salesContact` under the read's names, and its id and `deleted_at` only as
 * stored (another is refused: an edit neither moves a vendor's identity nor deactivates it).
 */
export const VendorUpdateSchema = alsoNamedAsRead(
  takingRead(
    VendorInputSchema.extend({
      id: z.number().int().optional().meta({ description: "The vendor's id as read: only its own." }),
      deleted_at: z
        .string()
        .nullable()
        .optional()
        .meta({ description: 'As read: only the stored value (deactivating is its own route).' }),
    }),
    VendorSchema,
  ),
  { accountNo: 'account_no', salesContact: 'sales_contact' },
);
/** An update as the service receives it, after validation. */
export type VendorUpdate = z.output<typeof VendorUpdateSchema>;

export const VendorLinkParamsSchema = z.object({ vendorId: IdSchema, storeId: IdSchema });
