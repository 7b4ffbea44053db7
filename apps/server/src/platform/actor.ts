import type { PermissionKey } from '@dripp/contract/permissions';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { canAny } from '@dripp/domain/permissions';
import type { Principal } from './access';
import { forbidden } from './errors';

/*
 * The one actor rule (DESIGN §8): a step is recorded for the person behind the credential, and a
 * two-person step (done/verify, deposit/verify) compares those people. On a management token
 * that is the manager whose PIN was entered, never the signed-in user on whose session it was
 * entered. The step must be allowed by that person's own grants: the signed-in user's grants
 * cannot make the PIN holder the author of a step, and the PIN cannot make the user its author.
 */

export interface Actor {
  userId: number;
  grants: readonly UserRolePermissionData[];
}

export function actorOf(principal: Principal): Actor {
  if (principal.managerId === undefined) return { userId: principal.userId, grants: principal.grants };
  // A management token's grants are the user's own, then the manager's (platform/access.ts).
  return { userId: principal.managerId, grants: principal.grants.filter((set) => set !== principal.own) };
}

/** The signed-in person alone, without a PIN's grants: for what they may see as themselves. */
export function selfOf(principal: Principal): Actor {
  return { userId: principal.userId, grants: [principal.own] };
}

/** The actor, when their own grants hold the permission at the store; else 403. */
export function requireActorAt(principal: Principal, permission: PermissionKey, storeId: number): Actor {
  return requireActorAnyAt(principal, [permission], storeId);
}

export function requireActorAnyAt(principal: Principal, permissions: readonly PermissionKey[], storeId: number): Actor {
  const actor = actorOf(principal);
  if (!canAny(actor.grants, permissions, storeId)) throw forbidden();
  return actor;
}

/** The second step of a two-person rule: refused to whoever took the first (`firstBy`). */
export function requireSecondPerson(actor: Actor, firstBy: number | null, refusal: string): void {
  if (isFirstPerson(actor, firstBy)) throw forbidden(refusal);
}

export function isFirstPerson(actor: Actor, firstBy: number | null): boolean {
  return firstBy != null && actor.userId === firstBy;
}
