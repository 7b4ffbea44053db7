import type { NotificationKind } from '@dripp/contract/notifications';
import type { Db } from '../../db/client';
import { languagesOf } from '../../platform/recipient-language';
import { say } from '../../platform/words';
import { addNotifications, channelChoices, type NotificationRow } from './notification-channels';

/*
 * What the other features do with notifications: insert them, nothing else (docs/decisions/235).
 * The person's settings pick the channels here; the bell reads the row, and the minute sweep of
 * this feature (notifications-sweep.ts) sends its push and its mail.
 */

/** One notification for one person. Its natural key (person, store, item or action, day, kind) makes a second insert add nothing. */
export interface NewNotification {
  kind: NotificationKind;
  userId: number;
  storeId: number;
  title: string;
  body: string;
  /** A path inside the portal: the bell opens it, mail and push make it absolute. */
  link: string;
  /** The store day the notification is about (a reminder's day, an action's due or overdue day). */
  date: string;
  /** A store day's item, by its key in the day (reminders and escalations). */
  item?: string;
  /** A corrective action (its reminders). */
  actionId?: number;
}

/**
 * Inserts the notifications nobody has been given yet, on the channels each person chose for the
 * kind; a person with every channel off, or who has not accepted the invitation, is passed over.
 * Answers how many were added. Safe to call on every node at once.
 */
export async function notify(db: Db, notes: NewNotification[]): Promise<number> {
  const people = [...new Set(notes.map((n) => n.userId))];
  const [channels, languageOf] = await Promise.all([channelChoices(db, people), languagesOf(db, people)]);
  const rows: NotificationRow[] = [];
  for (const note of notes) {
    const channel = channels(note.userId, note.kind);
    // Written in the recipient's language once: the bell, the push and the mail all show this text.
    const language = languageOf(note.userId);
    const title = say(note.title, language).slice(0, 200);
    const body = say(note.body, language).slice(0, 1000);
    if (channel) rows.push({ ...note, ...channel, title, body });
  }
  return addNotifications(db, rows);
}
