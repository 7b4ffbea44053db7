import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@dripp/contract/endpoint';
import type { Language } from '@dripp/contract/language';
import type { TemperatureUnit } from '@dripp/contract/food-safety-labels';
import { IdSchema } from '@dripp/contract/inputs';
import { ROLE_ADMIN, type PermissionKey } from '@dripp/contract/permissions';
import { can, canAny } from '@dripp/domain/permissions';
import type { UserRolePermissionData } from '@dripp/contract/session';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from './errors';
import { loadActiveUserGrants } from './role-permissions';
import { withinLifetime } from './sessions';

/**
 * Every /api route declares who may call it (deny by default): `public`, any signed-in user,
 * or holders of one of the listed permissions at some store. Before the input is validated, the
 * caller must also hold one of them at the store the request names (a `:storeId` in the path, the
 * definition's `storeField` in the body). The service checks again, against the store the record
 * really belongs to (`requireAt`).
 */
export type { Access } from '@dripp/contract/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Who a token speaks for, at which session versions (platform/sessions.ts). */
export interface TokenIdentity {
  /** The user; on a management token, the manager whose PIN was entered. */
  sub: string;
  /** The session version of `sub` when the token was issued. */
  sv: number;
  /** On a management token: the signed-in user who entered the manager's PIN. */
  uid?: number;
  /** On a management token: the session version of `uid`. */
  usv?: number;
}

export interface TokenClaims extends TokenIdentity {
  username: string;
  roles: string[];
  typ: 'access' | 'management';
}

export interface Principal {
  userId: number;
  username: string;
  /** The language the signed-in person reads the portal in (a PIN session keeps the device user's). */
  language: Language;
  /** The scale the signed-in person reads temperatures in (a PIN session keeps the device user's). */
  temperatureUnit: TemperatureUnit;
  /** The user's own grants, then the management token's grants when one was presented. */
  grants: UserRolePermissionData[];
  own: UserRolePermissionData;
  managerId?: number;
  /** The identity of the token the caller presented, for tokens derived from it (download links). */
  identity: TokenIdentity;
}

export function requireAt(principal: Principal | null, permission: PermissionKey, storeId?: number | null): Principal {
  if (!principal) throw unauthorized();
  if (!can(principal.grants, permission, storeId)) throw forbidden();
  return principal;
}

export function requireAnyAt(
  principal: Principal | null,
  permissionList: readonly PermissionKey[],
  storeId?: number | null,
): Principal {
  if (!principal) throw unauthorized();
  if (!canAny(principal.grants, permissionList, storeId)) throw forbidden();
  return principal;
}

/** Only the grants that apply at every store: ROLE_ADMIN and corporate roles. */
export function chainWideGrants(grants: readonly UserRolePermissionData[]): UserRolePermissionData[] {
  return grants.map((set) =>
    Object.fromEntries(Object.entries(set).filter(([code, entry]) => code === ROLE_ADMIN || !entry.requires_store)),
  );
}

/**
 * Roles, the permission matrix and people's base roles change access at every store, so a
 * permission held at one store is not enough to write them.
 */
export function holdsChainWide(principal: Principal, permission: PermissionKey): boolean {
  return can(chainWideGrants(principal.grants), permission);
}

export function requireChainWide(principal: Principal | null, permission: PermissionKey): Principal {
  if (!principal) throw unauthorized();
  if (!holdsChainWide(principal, permission)) throw forbidden();
  return principal;
}

export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * Loads the caller afresh on every request, so deactivation and role changes bite at once, and
 * refuses a token issued before the user's (or the manager's) sessions were ended.
 */
export async function loadPrincipal(db: Db, identity: TokenIdentity): Promise<Principal | null> {
  const subject = Number(identity.sub);
  if (!Number.isInteger(subject) || !Number.isInteger(identity.sv)) return null;
  const { sv, uid, usv } = identity;
  if (uid === undefined) {
    const user = await loadActiveUserGrants(db, subject);
    if (!user || user.sessionVersion !== sv) return null;
    return {
      userId: subject,
      username: user.username,
      language: user.language,
      temperatureUnit: user.temperatureUnit,
      own: user.data,
      grants: [user.data],
      identity: { sub: identity.sub, sv },
    };
  }
  if (!Number.isInteger(uid) || !Number.isInteger(usv)) return null;
  const [user, manager] = await Promise.all([loadActiveUserGrants(db, uid), loadActiveUserGrants(db, subject)]);
  if (!user || !manager || user.sessionVersion !== usv || manager.sessionVersion !== sv) return null;
  return {
    userId: uid,
    username: user.username,
    language: user.language,
    temperatureUnit: user.temperatureUnit,
    own: user.data,
    grants: [user.data, manager.data],
    managerId: subject,
    identity: { sub: identity.sub, sv, uid, usv },
  };
}

/** The JOSE header of every token the server signs (HS256, as fast-jwt writes it), base64url. */
export const ISSUED_TOKEN_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Verifies a token the server issued: its header must be, byte for byte, the one the server writes
 * (so no `kid`, `crit`, `jku`, other `typ` or `alg`), then its signature (HS256 only) and expiry. A
 * token signed with the real key under any other header is refused. Throws when it is not valid.
 */
export function verifyIssuedToken<T extends object>(app: FastifyInstance, token: string): T {
  if (!token.startsWith(`${ISSUED_TOKEN_HEADER}.`)) throw new Error('Not a token header the server writes');
  return app.jwt.verify<T>(token);
}

/** The claims of a session or management token that is still within its lifetime, else null. */
export function currentClaims(claims: TokenClaims): TokenClaims | null {
  if (!withinLifetime(claims)) return null;
  // A management token names the user who entered the PIN; a session token names no one else.
  if (claims.typ === 'management' ? claims.uid === undefined : claims.typ !== 'access' || claims.uid !== undefined)
    return null;
  return claims;
}

/** The value at a path of fields (`store`, `id`), if the body has it. */
function fieldAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/**
 * The stores a request names, read before its input is validated: a `:storeId` in the path and
 * the body fields its definition names (the store's id, and the store as read). A value that is
 * not an id is left to validation.
 */

function namedStores(request: FastifyRequest): number[] {
  const params = request.params as Record<string, unknown> | undefined;
  const definition = request.routeOptions.config?.endpoint;
  const fields = [definition?.storeField, definition?.storeFieldAsRead].filter((field) => field !== undefined);
  const values = [params?.storeId, ...fields.map((field) => fieldAt(request.body, field.split('.')))];
  return values.flatMap((value) => {
    const id = IdSchema.safeParse(value);
    return id.success ? [id.data] : [];
  });
}

/**
 * The caller a token speaks for, checked as every API request is (its header, signature and
 * lifetime, its type, the session versions, an active user), or null.
 */
export async function principalOfToken(app: FastifyInstance, db: Db, token: string): Promise<Principal | null> {
  let claims: TokenClaims;
  try {
    claims = verifyIssuedToken<TokenClaims>(app, token);
  } catch {
    return null;
  }
  const current = currentClaims(claims);
  return current ? loadPrincipal(db, current) : null;
}

export function describeAccess(access: Access): string {
  if ('public' in access) return 'Access: public';
  if ('signedIn' in access) return 'Access: any signed-in user';
  return `Access: any of ${access.anyOf.join(', ')} (and, for store records, at that store)`;
}

export function registerAccessControl(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    // The rule is published in the OpenAPI document, where a test also checks every route has one.
    // The rule leads every description, so a reader sees who may call before what it does; a
    // definition's own description follows it.
    const own = route.schema?.description;
    route.schema = { ...route.schema, description: [describeAccess(access), own].filter(Boolean).join('\n\n') };
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    // The global verifier directly (request.jwtVerify would merge its options, decode the token
    // and look the secret up again on every request); it remembers tokens it has verified.
    const [scheme, token, extra] = request.headers.authorization?.split(' ') ?? [];
    if (!token || extra !== undefined || !/^Bearer$/i.test(scheme ?? '')) throw unauthorized();
    const principal = await principalOfToken(request.server, db, token);
    if (!principal) throw unauthorized();
    request.principal = principal;
    if ('anyOf' in access && !canAny(principal.grants, access.anyOf)) throw forbidden();
  });

  // Permission comes before validation: a caller who holds none of the route's permissions at the
  // store the request names learns nothing about its input.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    const principal = request.principal;
    if (!access || !('anyOf' in access) || !principal) return;
    for (const storeId of namedStores(request)) if (!canAny(principal.grants, access.anyOf, storeId)) throw forbidden();
  });
}
