import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { UserCreateFields, UserUpdateFields } from '@dripp/contract/users';
import type { Db } from '../../db/client';
import { stores, users, userStores } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import { issueAccountCode, retireAccountCodes } from '../../platform/account-codes';
import type { AppContext } from '../../platform/context';
import type { RequestAddress } from '../../platform/mail-links';
import { conflict, forbidden, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { pinDigest } from '../../platform/secrets';
import { signOutEverywhere } from '../../platform/sessions';
import { assertMayLinkToStore } from '../../platform/store-links';
import { callerIsAdmin, canManage, keepingAnAdministrator, requireTarget } from '../../platform/people-access';

/** The SQLSTATE of a database error, looking through the ORM's wrapper. */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return {};
}

const TAKEN: Record<string, FieldErrors> = {
  username: { username: ['This username is already taken'] },
  email: { email: ['This email is already used by another user'] },
  pin: { pin: ['This PIN is already used by another user'] },
};

function takenError(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'Already taken';
  return invalid(first, errors);
}

/** Usernames and emails are unique ignoring case, PINs are unique; deactivated users keep theirs. */
async function assertFree(
  db: Db,
  fields: { username?: string; email: string; pinHmac?: string | null },
  exceptId?: number,
) {
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  const taken = async (condition: ReturnType<typeof sql>) =>
    (await db.select({ id: users.id }).from(users).where(and(condition, others)).limit(1)).length > 0;
  const errors: FieldErrors = {};
  if (fields.username && (await taken(sql`lower(${users.username}) = lower(${fields.username})`)))
    Object.assign(errors, TAKEN.username);
  if (await taken(sql`lower(${users.email}) = lower(${fields.email})`)) Object.assign(errors, TAKEN.email);
  if (fields.pinHmac && (await taken(sql`${users.pinHmac} = ${fields.pinHmac}`))) Object.assign(errors, TAKEN.pin);
  if (Object.keys(errors).length) throw takenError(errors);
}

/** Two requests racing past assertFree meet the unique indexes; answer them the same way. */
function mapUniqueViolation(error: unknown): never {
  const { code, constraint } = sqlState(error);
  if (code === '23505') {
    if (constraint?.includes('username')) throw takenError(TAKEN.username!);
    if (constraint?.includes('email')) throw takenError(TAKEN.email!);
    if (constraint?.includes('pin')) throw takenError(TAKEN.pin!);
  }
  throw error;
}

const onlyAdmins = (what: string) => forbidden(`Only administrators may set ${what}`);

export async function createUser(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'mailLinkBase' | 'secret'>,
  principal: Principal | null,
  body: UserCreateFields,
  invite: RequestAddress & { log: FastifyBaseLogger },
): Promise<{ id: number; invited: boolean }> {
  const caller = requireAt(principal, 'users-create');
  const admin = callerIsAdmin(caller);
  if (body.pin && !admin) throw onlyAdmins('a PIN');

  const { db } = ctx;
  if (body.store_id !== null || body.role_id !== null) {
    if (body.role_id === null) throw invalid('Choose a role', { role_id: ['Choose a role'] });
    if (body.store_id === null) throw invalid('Choose a store', { store_id: ['Choose a store'] });
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, body.store_id), isNull(stores.deletedAt)));
    if (!store) throw invalid('Store not found', { store_id: ['Store not found'] });
    await assertMayLinkToStore(db, caller, 'users-create', { storeId: body.store_id, roleId: body.role_id });
  } else {
    // A user with no store would be out of reach of everyone but chain-wide administrators.
    requireChainWide(caller, 'users-create');
  }

  const pinHmac = body.pin ? pinDigest(ctx.secret, body.pin) : null;
  await assertFree(db, { username: body.username, email: body.email, pinHmac });

  const user = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          pinHmac,
          ...(body.language ? { language: body.language } : {}),
          passwordHash: null,
          createdBy: caller.userId,
          updatedBy: caller.userId,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
      if (body.store_id !== null && body.role_id !== null) {
        await tx.insert(userStores).values({ userId: row!.id, storeId: body.store_id, roleId: body.role_id });
      }
      return row!;
    })
    .catch(mapUniqueViolation);

  // The account exists with no password: the invitation is how its owner chooses one. A mail
  // failure does not undo the user; forgot-password sends its owner a fresh link later.
  try {
    await issueAccountCode(ctx, user, 'invite', invite);
    return { id: user.id, invited: true };
  } catch (error) {
    invite.log.error({ err: error, userId: user.id }, 'invitation mail not sent');
    return { id: user.id, invited: false };
  }
}

/**
 * Administrators, and holders of users-edit who may manage this person, change the details;
 * everyone may change their own names, email and phone (the profile edit). PIN and username are
 * for administrators only: a different username or any PIN from anyone else is refused.
 */
export async function updateUser(
  ctx: Pick<AppContext, 'db' | 'secret'>,
  principal: Principal,
  id: number,
  body: UserUpdateFields,
) {
  const { db } = ctx;
  const target = await requireTarget(db, id);
  if (id !== principal.userId) {
    requireAt(principal, 'users-edit');
    if (!canManage(principal, 'users-edit', target)) throw forbidden();
  }
  const admin = callerIsAdmin(principal);
  const [current] = await db
    .select({ username: users.username, pinHmac: users.pinHmac })
    .from(users)
    .where(eq(users.id, id));
  if (!current) throw notFound('User not found');
  if (body.pin && !admin) throw onlyAdmins('a PIN');
  const username = body.username ?? current.username;
  if (username !== current.username && !admin) throw onlyAdmins('a username');

  const pinHmac = body.pin ? pinDigest(ctx.secret, body.pin) : undefined;
  await assertFree(
    db,
    { username: username === current.username ? undefined : username, email: body.email, pinHmac },
    id,
  );
  await db
    .update(users)
    .set({
      username,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      ...(body.language ? { language: body.language } : {}),
      // A new PIN ends the management tokens the old one gave (and the user's sessions with them).
      ...(pinHmac && pinHmac !== current.pinHmac ? { pinHmac, sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      updatedBy: principal.userId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .catch(mapUniqueViolation);
}

async function requireManageable(db: Db, principal: Principal | null, id: number, permission: PermissionKey) {
  const caller = requireAt(principal, permission);
  const target = await requireTarget(db, id);
  if (!canManage(caller, permission, target)) throw forbidden();
  return { caller, target };
}

/**
 * DELETE on an active user deactivates them (their tokens stop working at once, their open
 * invitation and reset links are retired); DELETE on a deactivated user removes them for good.
 */
export async function removeUser(db: Db, principal: Principal | null, id: number): Promise<'deactivated' | 'deleted'> {
  const { caller, target } = await requireManageable(db, principal, id, 'users-delete');
  if (id === caller.userId || id === caller.managerId)
    throw conflict('You cannot deactivate or delete your own account');

  if (!target.deletedAt) {
    await db.transaction((tx) =>
      keepingAnAdministrator(tx, async () => {
        await tx
          .update(users)
          .set({ deletedAt: new Date(), updatedBy: caller.userId, updatedAt: new Date() })
          .where(eq(users.id, id));
        await retireAccountCodes(tx, id);
        await signOutEverywhere(tx, id);
      }),
    );
    return 'deactivated';
  }
  try {
    await db.delete(users).where(eq(users.id, id));
  } catch (error) {
    if (sqlState(error).code === '23503') {
      throw conflict('This user is referenced by other records and stays deactivated');
    }
    throw error;
  }
  return 'deleted';
}

export async function restoreUser(db: Db, principal: Principal | null, id: number) {
  const { caller, target } = await requireManageable(db, principal, id, 'users-delete');
  if (!target.deletedAt) throw conflict('This user is not deactivated');
  // Restoring gives back the account, not the tokens it held before it was deactivated.
  await db
    .update(users)
    .set({
      deletedAt: null,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedBy: caller.userId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
