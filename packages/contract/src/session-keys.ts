// Names of the browser cookies and storage keys the session uses. Kept free of zod so the web
// app's shell can read them without loading the schema library.
export const COOKIE = {
  token: 'token',
  managementToken: 'management-token',
  permissions: 'permissions',
  managementPermissions: 'management-permissions',
  userName: 'user-name',
  userId: 'user-id',
} as const;
export const ACTIVE_STORE_KEY = 'activeStore';
