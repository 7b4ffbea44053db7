import { z } from 'zod';
import { optionalText, requiredText } from './inputs';
import { LanguageSchema } from './language';
import { TEMPERATURE_UNITS } from './food-safety-labels';
import { isTimeZone } from './time-zones';

export const PersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type Person = z.infer<typeof PersonSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  number: z.string(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  /** The store's IANA time zone: its "today", its due times (DESIGN §8). */
  time_zone: z.string(),
  /** Beyond the spec: the chain's region the store belongs to, for the Stores Overview's groups (decision 198). */
  region: z.string().nullable(),
});
export type Store = z.infer<typeof StoreSchema>;

/** GET /stores-managers: each store with its managers and franchisees. */
export const StoreWithManagersSchema = z.object({
  store: StoreSchema,
  managers: z.array(PersonSchema),
  franchisees: z.array(PersonSchema),
});
export type StoreWithManagers = z.infer<typeof StoreWithManagersSchema>;

export const StoreOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type StoreOption = z.infer<typeof StoreOptionSchema>;

export const NamedOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const StoreRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  requiresStore: z.boolean(),
  isStandardRole: z.boolean(),
});
export type StoreRole = z.infer<typeof StoreRoleSchema>;

/** GET /profile/{username}: the person and their stores and roles. */
export const ProfileSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: LanguageSchema,
    temperature_unit: z.enum(TEMPERATURE_UNITS),
  }),
  stores: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      number: z.string(),
      role: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  roles: z.array(
    z.object({ id: z.number().int(), name: z.string(), role: z.string(), level: z.enum(['Corporate', 'Store level']) }),
  ),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A synthetic store shown in recipe screens to corporate users (spec 2 §1). */
export const GLOBAL_STORE_ID = 99999;

const email = (label: string) => requiredText(label, 254).pipe(z.email(`${label} is not a valid email address`));

/**
 * POST /stores and PUT /stores/{id}. Required fields follow spec 2 §5 (Title, Number, Email,
 * Phone, Fax, Street, City, State, Zip); the store number may arrive as a number from a form.
 */
export const StoreInputSchema = z.object({
  title: requiredText('Title', 200),
  number: z
    .union([z.string(), z.number().int().nonnegative()], { error: 'Number is required' })
    .transform((v) => String(v))
    .pipe(requiredText('Number', 50)),
  email: email('Email'),
  email2: optionalText(254, { label: 'Email 2' }).pipe(z.email('Email 2 is not a valid email address').nullable()),
  street1: requiredText('Street', 200),
  street2: optionalText(200, { label: 'Street 2' }),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  zip: requiredText('Zip', 20),
  phone: requiredText('Phone', 50),
  fax: requiredText('Fax', 50),
  /** Left out: an edited store keeps its region; null or blank: none. */
  region: optionalText(100, { label: 'Region' }).optional(),
  /** Left out: a new store takes the chain's zone (`TZ`), an edited one keeps its own. */
  time_zone: z.string({ error: 'Time zone must be text' }).trim().refine(isTimeZone, 'Unknown time zone').optional(),
});
export type StoreInput = z.infer<typeof StoreInputSchema>;

/** POST /stores/{id}/users/{userId}/link: role id 0 means no role was chosen (spec 2 §5). */
export const StoreUserLinkInputSchema = z.object({
  role_id: z
    .union(
      [
        z.number().int().min(0).max(2_147_483_647),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      {
        error: 'Choose a role',
      },
    )
    .nullish()
    .transform((v) => v ?? 0),
});

export const StoreLinkedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number().int(),
});

/** A vendor serving the store, as the store view's Vendors table shows it. */
export const StoreLinkedVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountNo: z.string(),
  salesContact: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
});

/** GET /stores/{id}/view: the store with its vendor and user links and the roles a link may carry. */
export const StoreViewSchema = StoreSchema.extend({
  deleted_at: z.string().nullable(),
  vendors: z.object({ linked: z.array(StoreLinkedVendorSchema), unlinked: z.array(NamedOptionSchema) }),
  users: z.object({ linked: z.array(StoreLinkedUserSchema), unlinked: z.array(NamedOptionSchema) }),
  store_roles: z.array(StoreRoleSchema),
});
export type StoreView = z.infer<typeof StoreViewSchema>;
