import type { PermissionKey } from '@dripp/contract/permissions';
import type { Db } from '../../db/client';
import type { Principal } from '../access';

/**
 * What a feature tells the media pipeline about the records that own files: the permission that
 * allows removing one of their files, and how to find the store a record belongs to.
 */
export interface MediaOwner {
  ownerType: string;
  /** Any one of these, at the record's store, allows deleting the record's media. */
  editPermission: PermissionKey | readonly PermissionKey[];
  /** The store of the owning record (null for records that belong to no store, undefined when it is gone). */
  storeIdOf(db: Db, ownerId: number): Promise<number | null | undefined>;
  /**
   * What else adding or removing a file of this record takes, beyond `editPermission` (a past
   * day's comm sheet: the edit permission); throws to refuse.
   */
  requireChange?(ctx: { db: Db; now(): Date }, principal: Principal, ownerId: number): Promise<void>;
  /** Records of no store are chain-wide: removing their files then needs the permission from a chain-wide grant. */
  chainWide?: boolean;
  /**
   * `public` (the default): anyone with the file's address (128 random bits) may fetch it, as img
   * and video tags need. `token`: the public address answers 404; the owning feature serves the
   * file itself after checking a token (HR documents).
   */
  serving?: MediaServing;
  /**
   * The file types a record takes through the streamed upload (`POST /api/uploads/{owner}/{id}`):
   * videos, and anything larger than fits a JSON body. Unset: the owner takes data URLs only.
   */
  streamedExtensions?: readonly string[];
}

export type MediaServing = 'public' | 'token';

/** How a file of this owner type is served; types nobody registered are public as before. */
export function mediaServing(ownerType: string): MediaServing {
  return owners.get(ownerType)?.serving ?? 'public';
}

const owners = new Map<string, MediaOwner>();

/** Called once by each feature module that owns media (re-registering the same type replaces it). */
export function registerMediaOwner(owner: MediaOwner): void {
  owners.set(owner.ownerType, owner);
}

export function mediaOwner(ownerType: string): MediaOwner | undefined {
  return owners.get(ownerType);
}
