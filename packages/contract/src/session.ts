import { z } from 'zod';
import { isStorableText, STORABLE_MESSAGE } from './inputs';
import { LanguageSchema } from './language';
import { TEMPERATURE_UNITS } from './food-safety-labels';

/** One entry per role the user holds: its permissions and where they apply. */
export const RolePermissionEntrySchema = z.object({
  permissions: z.array(z.string()),
  requires_store: z.boolean(),
  store_ids: z.array(z.number().int()),
});

/** `{ [roleCode]: { permissions, requires_store, store_ids } }` — spec 1 §1, DESIGN §5. */
export const UserRolePermissionDataSchema = z.record(z.string(), RolePermissionEntrySchema);
export type UserRolePermissionData = z.infer<typeof UserRolePermissionDataSchema>;

export const SessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language the portal speaks to this person. */
  language: LanguageSchema,
  /** The scale this person reads temperatures in (food safety keeps °F). */
  temperature_unit: z.enum(TEMPERATURE_UNITS),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254).refine(isStorableText, STORABLE_MESSAGE),
  password: z.string().min(1).max(128).refine(isStorableText, STORABLE_MESSAGE),
  remember_me: z.boolean().optional(),
});

/** What the sign-in form sends, and what the server reads from it. */
export type LoginInput = z.input<typeof LoginRequestSchema>;
export type LoginRequest = z.output<typeof LoginRequestSchema>;

/** The token, and the language the signed-in person reads the portal in. */
export const TokenAnswerSchema = z.object({ token: z.string(), language: LanguageSchema });

export const ManagerLoginRequestSchema = z.object({
  pin: z.string().trim().min(1).max(16).refine(isStorableText, STORABLE_MESSAGE),
});

export const ManagerTokenAnswerSchema = z.object({
  token: z.string(),
  userRolePermissionData: UserRolePermissionDataSchema,
});

export type ManagerLoginAnswer = z.output<typeof ManagerTokenAnswerSchema>;

export const SignedInUserAnswerSchema = z.object({
  user: SessionUserSchema,
  userRolePermissionData: UserRolePermissionDataSchema,
});
export type SignedInUser = z.output<typeof SignedInUserAnswerSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).refine(isStorableText, STORABLE_MESSAGE),
});

export const SetPasswordRequestSchema = z.object({
  code: z.string().min(1).max(200).refine(isStorableText, STORABLE_MESSAGE),
  password: z.string().max(1000).refine(isStorableText, STORABLE_MESSAGE),
  password_confirm: z.string().max(1000).refine(isStorableText, STORABLE_MESSAGE),
});

/** What the set-password form sends, and what the server reads from it. */
export type SetPasswordInput = z.input<typeof SetPasswordRequestSchema>;
export type SetPasswordRequest = z.output<typeof SetPasswordRequestSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Session cookie names (spec 1 §1, spec 2 §7) and the local-storage key of the active store. */
export { ACTIVE_STORE_KEY, COOKIE } from './session-keys';

/** GET /auth/demo: whether the portal still holds the demo accounts (a notice on the login page). */
export const DemoNoticeSchema = z.object({ demo: z.boolean() });
export type DemoNotice = z.infer<typeof DemoNoticeSchema>;
