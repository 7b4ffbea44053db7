import { z } from 'zod';
import { EmailSchema, MAX_INT as MAX_ID, phone, requiredText, wholeNumber } from './inputs';
import { LanguageSchema } from './language';
import { RoleSchema } from './roles';
import { StoreOptionSchema } from './stores';

/** A picker value: 0 means "nothing chosen" ("Choose a role" sends role id 0). */
const PickedIdSchema = z
  .union([
    z.number().int().min(0).max(MAX_ID),
    z
      .string()
      .regex(/^(0|[1-9]\d{0,9})$/)
      .transform(Number)
      .refine((n) => n <= MAX_ID, 'Id is too large'),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const USERNAME_RE = /^[A-Za-z0-9._-]+$/;
export const PIN_RE = /^\d{4,8}$/;

/** No "@": a username can then never be taken for somebody else's email at sign-in. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(2, 'Username must have at least 2 characters')
  .max(100)
  .regex(USERNAME_RE, 'Use letters, digits, dot, dash or underscore');

const NameSchema = (label: string) => requiredText(label, 100);
const PhoneSchema = phone('Phone');

const PIN_MESSAGE = 'PIN must be 4 to 8 digits';
/** Blank or 4 to 8 digits once trimmed; as a regex check it is the document's `pattern` (and its length limit). */
const BLANK_OR_PIN_RE = /^(\d{4,8})?$/;
/** Blank or null means "leave the PIN as it is" (the form sends null for non-administrators). */
export const PinInputSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(BLANK_OR_PIN_RE, PIN_MESSAGE)
      .meta({ examples: ['48213'] }),
    z.number().int().min(0).max(99_999_999).transform(String),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PIN_RE.test(v), PIN_MESSAGE);

/** PUT /users/{id}. Fields a caller may not set are refused (PIN, username) or never read (anything else). */
export const UserUpdateRequestSchema = z.object({
  username: UsernameSchema.optional(),
  first_name: NameSchema('First Name'),
  last_name: NameSchema('Last Name'),
  email: EmailSchema,
  phone: PhoneSchema,
  pin: PinInputSchema,
  /** Left out, the person's language stays as it is. */
  language: LanguageSchema.optional(),
});
export type UserUpdateRequest = z.input<typeof UserUpdateRequestSchema>;
/** The body as the service receives it, after validation. */
export type UserUpdateFields = z.output<typeof UserUpdateRequestSchema>;

/** POST /users: a new user may be linked to a store with a store-level role at once. */
export const UserCreateRequestSchema = UserUpdateRequestSchema.extend({
  username: UsernameSchema,
  store_id: PickedIdSchema,
  role_id: PickedIdSchema,
});
export type UserCreateRequest = z.input<typeof UserCreateRequestSchema>;
/** The body as the service receives it, after validation. */
export type UserCreateFields = z.output<typeof UserCreateRequestSchema>;

export const UserCreatedSchema = z.object({ id: z.number().int() });

export const TrashedQuerySchema = z.object({ trashed: z.enum(['0', '1']).optional() });

export const USER_LIST_MAX = 5000;
export const UserListQuerySchema = TrashedQuerySchema.extend({
  limit: wholeNumber(1, USER_LIST_MAX).optional(),
  offset: wholeNumber(0, MAX_ID).optional(),
});

/** https://www.gravatar.com/avatar/<md5>?d=404: a 404 lets the client fall back to initials. */
export const GravatarSchema = z.string();

/** GET /users: one row of the users list. */
export const UserListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  gravatar: GravatarSchema,
  /** Titles of the stores the user is linked to. */
  stores: z.array(z.string()),
  /** Titles of the stores where the user is the store manager. */
  manages: z.array(z.string()),
  /** Names of the user's base roles, then of the roles held at stores. */
  roles: z.array(z.string()),
  deletedAt: z.string().nullable(),
});
export type UserListRow = z.infer<typeof UserListRowSchema>;

export const LinkedStoreSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  role: z.string(),
  role_id: z.number().int(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type LinkedStore = z.infer<typeof LinkedStoreSchema>;

/** GET /users/{id}/view. */
export const UserViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gravatar: GravatarSchema,
  deletedAt: z.string().nullable(),
  /** Base roles. */
  roles: z.array(RoleSchema),
  stores: z.object({ linked: z.array(LinkedStoreSchema), unlinked: z.array(StoreOptionSchema) }),
  /** What the pickers offer: store-level roles for a store link, corporate roles as base roles. */
  roles_select: z.object({ store_roles: z.array(RoleSchema), base_roles: z.array(RoleSchema) }),
});
export type UserView = z.infer<typeof UserViewSchema>;

/** GET /users/{id}/edit. PINs are kept only as digests, so `pin` is always null; `hasPin` is for administrators. */
export const UserEditSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  pin: z.null(),
  hasPin: z.boolean().nullable(),
  language: LanguageSchema,
});
export type UserEdit = z.infer<typeof UserEditSchema>;

/** POST /users/{id}/stores/{storeId}/link. */
export const StoreLinkRequestSchema = z.object({ role_id: PickedIdSchema });

/** GET /user-list and GET /user-managers. */
export const UserOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserOption = z.infer<typeof UserOptionSchema>;
