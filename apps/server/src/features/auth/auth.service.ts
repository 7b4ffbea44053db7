import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MANAGER_LEVEL_ROLES, ROLE_ADMIN } from '@dripp/contract/permissions';
import { isCorporate } from '@dripp/domain/permissions';
import type { Language } from '@dripp/contract/language';
import type { LoginRequest, SessionUser, UserRolePermissionData } from '@dripp/contract/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { requireAt, type Principal, type TokenClaims } from '../../platform/access';
import { notFound, unauthorized } from '../../platform/errors';
import { demoPasswordRefused } from '../../platform/demo';
import { verifyPassword } from '../../platform/passwords';
import { loadRolePermissionData } from '../../platform/role-permissions';
import { pinDigest } from '../../platform/secrets';
import { signOutEverywhere, TOKEN_SECONDS } from '../../platform/sessions';
import type { Attempt } from './auth.limits';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_PIN = 'Invalid PIN';
export const DEMO_PASSWORD_LOCAL = 'The demo password works only on the computer that runs the portal';

/** `expiresIn` in seconds; fast-jwt adds `iat`, which every token must carry. */
function sign(app: FastifyInstance, claims: TokenClaims, expiresIn: number): string {
  return app.jwt.sign(claims, { expiresIn });
}

/** The role codes a user holds, base and linked, as the token carries them. */
function roleCodes(grants: UserRolePermissionData): string[] {
  return Object.keys(grants);
}

/**
 * The active user whose username or email is `login`, ignoring case. Should one user's username
 * equal another's email, the username wins.
 */
async function findByLogin(db: Db, login: string) {
  const value = login.trim();
  const byUsername = sql`lower(${users.username}) = lower(${value})`;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      language: users.language,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`(${byUsername} or lower(${users.email}) = lower(${value}))`))
    .orderBy(sql`${byUsername} desc`)
    .limit(1);
  return row;
}

/**
 * `limit` counts the attempt against the account it names: one counter per account whether it was
 * named by username or email, in any case; an unknown name is counted by itself.
 */
export async function signIn(
  app: FastifyInstance,
  input: LoginRequest,
  limit: (account: string) => Promise<Attempt>,
  clientIp: string,
): Promise<{ token: string; language: Language }> {
  if (demoPasswordRefused(input.password, clientIp, app.ctx.config.demoOpen)) throw unauthorized(DEMO_PASSWORD_LOCAL);
  const user = await findByLogin(app.ctx.db, input.username);
  const attempt = await limit(user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`);
  // Verified even without a user, so a wrong name and a wrong password take the same time.
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
  await attempt.succeeded();
  const grants = await loadRolePermissionData(app.ctx.db, user.id);
  const claims: TokenClaims = {
    sub: String(user.id),
    username: user.username,
    roles: roleCodes(grants),
    typ: 'access',
    sv: user.sessionVersion,
  };
  return {
    token: sign(app, claims, input.remember_me ? TOKEN_SECONDS.remembered : TOKEN_SECONDS.session),
    language: user.language,
  };
}

/**
 * Whether the PIN's owner is a manager of one of the caller's stores: an administrator manages
 * every store; a store manager the stores they are linked to as manager, which must include one of
 * the caller's (any store when the caller holds a corporate role).
 */
function managesCallersStore(manager: UserRolePermissionData, caller: UserRolePermissionData): boolean {
  if (ROLE_ADMIN in manager) return true;
  const managed = Object.entries(manager)
    .filter(([role]) => MANAGER_LEVEL_ROLES.includes(role))
    .flatMap(([, entry]) => entry.store_ids);
  if (managed.length === 0) return false;
  if (isCorporate(caller)) return true;
  const callerStores = Object.values(caller).flatMap((entry) => entry.store_ids);
  return managed.some((storeId) => callerStores.includes(storeId));
}

/**
 * A manager enters their PIN on the signed-in user's device: the answer is a management token
 * carrying the manager's grants on top of the caller's own. A PIN that belongs to someone
 * without a manager-level role is refused like a wrong one, so it reveals nothing.
 */
export async function managerSignIn(
  app: FastifyInstance,
  caller: Principal,
  pin: string,
): Promise<{ token: string; userRolePermissionData: UserRolePermissionData }> {
  const [manager] = await app.ctx.db
    .select({ id: users.id, username: users.username, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(eq(users.pinHmac, pinDigest(app.ctx.secret, pin)), isNull(users.deletedAt)));
  if (!manager) throw unauthorized(INVALID_PIN);
  const grants = await loadRolePermissionData(app.ctx.db, manager.id);
  const roles = roleCodes(grants);
  if (!managesCallersStore(grants, caller.own)) throw unauthorized(INVALID_PIN);
  const claims: TokenClaims = {
    sub: String(manager.id),
    username: manager.username,
    roles,
    typ: 'management',
    sv: manager.sessionVersion,
    uid: caller.userId,
    usv: caller.identity.sv,
  };
  return { token: sign(app, claims, TOKEN_SECONDS.management), userRolePermissionData: grants };
}

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  language: users.language,
  temperature_unit: users.temperatureUnit,
};

/**
 * The signed-in user's own record and grants; another user's only for holders of users-view
 * (checked first, so the answer does not reveal whether that username exists).
 */
export async function signedInUser(
  db: Db,
  principal: Principal,
  username: string,
): Promise<{ user: SessionUser; userRolePermissionData: UserRolePermissionData }> {
  const self = principal.username.toLowerCase() === username.toLowerCase();
  if (!self) requireAt(principal, 'users-view');
  const match = self ? eq(users.id, principal.userId) : sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(match, isNull(users.deletedAt)));
  if (!row) throw notFound('User not found');
  return {
    user: { ...row, name: `${row.firstName} ${row.lastName}` },
    userRolePermissionData: await loadRolePermissionData(db, row.id),
  };
}

/** Sign-out ends every token and push subscription of the signed-in user, on every device (decisions 117, 182). */
export async function signOut(db: Db, principal: Principal): Promise<void> {
  await signOutEverywhere(db, principal.userId);
}
