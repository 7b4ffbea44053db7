import { asc, count, eq, like, ne, or, sql, and } from 'drizzle-orm';
import type { Role, RoleFields } from '@dripp/contract/roles';
import type { Db } from '../../db/client';
import { roles, userRoles, userStores } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import { conflict, invalid, notFound } from '../../platform/errors';
import { roleColumns } from '../../platform/role-permissions';

export async function listRoles(db: Db, principal: Principal | null): Promise<Role[]> {
  requireAt(principal, 'roles-view');
  return db.select(roleColumns).from(roles).orderBy(asc(roles.id));
}

async function findRole(db: Db, id: number): Promise<Role> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound('Role not found');
  return row;
}

export async function getRole(db: Db, principal: Principal | null, id: number): Promise<Role> {
  requireAt(principal, 'roles-view');
  return findRole(db, id);
}

/** Role names head the matrix columns and fill the pickers, so two roles never share one. */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw invalid('A role with this name already exists', { name: ['A role with this name already exists'] });
}

/** The code (carried in tokens) comes from the name once, and stays when the role is renamed. */
function codeFor(name: string): string {
  const words = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `ROLE_${words || 'CUSTOM'}`;
}

async function freeCode(db: Db, name: string): Promise<string> {
  const base = codeFor(name);
  const taken = new Set(
    (
      await db
        .select({ role: roles.role })
        .from(roles)
        .where(or(eq(roles.role, base), like(roles.role, `${base}\\_%`)))
    ).map((r) => r.role),
  );
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}_${n}`;
  return code;
}

export async function createRole(db: Db, principal: Principal | null, input: RoleFields) {
  const caller = requireChainWide(principal, 'roles-edit');
  await assertNameFree(db, input.name);
  const [row] = await db
    .insert(roles)
    .values({
      name: input.name,
      role: await freeCode(db, input.name),
      requiresStore: input.requiresStore ?? false,
      isStandardRole: false,
      createdBy: caller.userId,
      updatedBy: caller.userId,
    })
    .returning(roleColumns)
    .catch((error: unknown) => {
      // Two roles with one name saved at the same moment: the unique code index stops the second.
      if (isUniqueViolation(error)) throw conflict('Another role was saved at the same time; try again');
      throw error;
    });
  return row!;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function holders(db: Db, roleId: number): Promise<number> {
  const [[base], [links]] = await Promise.all([
    db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId)),
    db.select({ n: count() }).from(userStores).where(eq(userStores.roleId, roleId)),
  ]);
  return (base?.n ?? 0) + (links?.n ?? 0);
}

export async function updateRole(db: Db, principal: Principal | null, id: number, input: RoleFields): Promise<Role> {
  const caller = requireChainWide(principal, 'roles-edit');
  const role = await findRole(db, id);
  if (role.isStandardRole) throw conflict('Standard roles cannot be edited');
  await assertNameFree(db, input.name, id);
  const requiresStore = input.requiresStore ?? role.requiresStore;
  // Turning a store-level role corporate would make every store link of it apply chain-wide.
  if (requiresStore !== role.requiresStore && (await holders(db, id)) > 0) {
    throw conflict('Unlink this role from its users before changing its level');
  }
  const [row] = await db
    .update(roles)
    .set({ name: input.name, requiresStore, updatedBy: caller.userId, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning(roleColumns);
  return row!;
}

/** Refused while anyone holds the role, so that nobody loses access as a side effect. */
export async function deleteRole(db: Db, principal: Principal | null, id: number) {
  requireChainWide(principal, 'roles-delete');
  const role = await findRole(db, id);
  if (role.isStandardRole) throw conflict('Standard roles cannot be removed');
  const held = await holders(db, id);
  if (held > 0)
    throw conflict(`This role is still held ${held === 1 ? 'once' : `${held} times`}; unlink it from its users first`);
  await db.delete(roles).where(eq(roles.id, id));
}
