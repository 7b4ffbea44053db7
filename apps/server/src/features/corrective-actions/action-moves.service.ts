import { and, eq } from 'drizzle-orm';
import { ACTION_STATUS_LABELS, type Action, type ActionStatus } from '@dripp/contract/corrective-actions';
import { IMAGE_EXTENSIONS } from '@dripp/contract/media';
import { can } from '@dripp/domain/permissions';
import type { Db } from '../../db/client';
import { correctiveActionComments, correctiveActions } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { actorOf, requireSecondPerson } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, invalid } from '../../platform/errors';
import { recordChange, type Fields } from '../../platform/history';
import { attachMedia } from '../../platform/media/media';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { OWNER_TYPE, RECORD_TYPE, abilities, getAction, visibleAction, worksOn, type Stored } from './action-record';

interface MoveInput {
  move: 'start' | 'done' | 'verify' | 'reopen';
  note: string | null;
  file?: string | null;
  filename?: string | null;
}

/** Start, close with evidence, verify or reopen; each move is kept in the history with its author. */
export async function moveAction(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  id: number,
  input: MoveInput,
): Promise<Action> {
  const current = await visibleAction(ctx.db, principal, id);
  const may = abilities(principal, current);
  // Every move is the actor's (platform/actor.ts): judged by their own grants, recorded for them.
  const actor = actorOf(principal);
  const verify = can(actor.grants, 'corrective-actions-verify', current.storeId);
  const works = worksOn(actor, current);
  const label = ACTION_STATUS_LABELS[current.status];
  let next: ActionStatus;
  const set: Partial<typeof correctiveActions.$inferInsert> = {};
  let comment: string | null = null;

  switch (input.move) {
    case 'start':
      if (!works) throw forbidden();
      if (!may.start) throw conflict(`An action that is ${label} cannot be started`);
      next = 'in-progress';
      break;
    case 'done':
      if (!works) throw forbidden();
      if (!may.close) throw conflict(`An action that is ${label} cannot be marked done`);
      if (current.evidence === 'note' && !input.note) {
        const message = 'Add a note of what was done';
        throw invalid(message, { note: [message] });
      }
      if (current.evidence === 'photo' && !input.file) {
        const message = 'Add a photo of the fix';
        throw invalid(message, { file: [message] });
      }
      next = 'done';
      Object.assign(set, { doneAt: new Date(), doneBy: actor.userId, doneNote: input.note ?? '' });
      break;
    case 'verify':
      if (!verify) throw forbidden();
      if (current.status !== 'done') throw conflict(`An action that is ${label} cannot be verified`);
      requireSecondPerson(actor, current.doneBy, 'You closed this action: someone else must verify it');
      next = 'verified';
      Object.assign(set, { verifiedAt: new Date(), verifiedBy: actor.userId });
      break;
    case 'reopen':
      if (!verify) throw forbidden();
      if (!may.reopen) throw conflict(`An action that is ${label} cannot be reopened`);
      if (!input.note) {
        const message = 'Say why the action is reopened';
        throw invalid(message, { note: [message] });
      }
      next = 'reopened';
      comment = `Reopened: ${input.note}`;
      Object.assign(set, { doneAt: null, doneBy: null, doneNote: '', verifiedAt: null, verifiedBy: null });
      break;
  }
  const upload =
    input.file && input.move === 'done'
      ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, IMAGE_EXTENSIONS)
      : null;

  await ctx.db.transaction(async (tx) => {
    // The status read above must still hold: two people closing at once cannot both win.
    const changed = await tx
      .update(correctiveActions)
      .set({ ...set, status: next, updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(correctiveActions.id, id), eq(correctiveActions.status, current.status)))
      .returning({ id: correctiveActions.id });
    if (changed.length === 0) throw conflict('The action was changed meanwhile: reload it and try again');
    const before: Fields = { Status: ACTION_STATUS_LABELS[current.status] };
    const after: Fields = { Status: ACTION_STATUS_LABELS[next] };
    if (input.move === 'done' && input.note) {
      before['Done note'] = current.doneNote;
      after['Done note'] = input.note;
    }
    await recordChange(tx, {
      recordType: RECORD_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: actor.userId,
      before,
      after,
    });
    if (comment)
      await tx.insert(correctiveActionComments).values({ actionId: id, body: comment, createdBy: actor.userId });
    if (upload) await attachPhoto(ctx, tx, upload, current, actor.userId);
  });
  return getAction(ctx, principal, id);
}

/** A photo of the action, in the transaction of the move or comment that brings it. */
function attachPhoto(ctx: Pick<AppContext, 'config'>, tx: Db, upload: AcceptedUpload, action: Stored, userId: number) {
  return attachMedia(ctx.config, tx, upload, {
    ownerType: OWNER_TYPE,
    ownerId: action.id,
    storeId: action.storeId,
    userId,
  });
}

/** A comment, a photo, or both, from anyone who may see the action. */
export async function commentOnAction(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  id: number,
  input: { body: string | null; file?: string | null; filename?: string | null },
): Promise<Action> {
  const current = await visibleAction(ctx.db, principal, id);
  if (!input.body && !input.file) {
    const message = 'Write a comment or add a photo';
    throw invalid(message, { body: [message] });
  }
  const upload = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, IMAGE_EXTENSIONS)
    : null;
  await ctx.db.transaction(async (tx) => {
    if (input.body)
      await tx.insert(correctiveActionComments).values({ actionId: id, body: input.body, createdBy: principal.userId });
    if (upload) await attachPhoto(ctx, tx, upload, current, principal.userId);
  });
  return getAction(ctx, principal, id);
}
