import { z } from 'zod';

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
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string(), level: z.enum(['Corporate', 'Store level']) })),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A synthetic store shown in recipe screens to corporate users (spec 2 §1). */
export const GLOBAL_STORE_ID = 99999;
