import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceTickets } from '../../db/schema/index';
import { conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import { insertTicket } from './service-ticket.service';

/*
 * What service tickets offer the other features: a store day's ticket to a provider, opened from
 * another record (a failing unit's reading) and left for the store to review and Submit. The
 * calling feature has checked its own permission at the store; the ticket is only mailed on Submit,
 * which takes the ticket's own permission.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The store day's ticket to `providerId` with `line` in its description: a new ticket when the day
 * has none; the day's ticket (one a day) gains the line when it goes to that provider or to none
 * yet. A day's ticket to another provider is a 409. Answers the ticket's id.
 */
export async function openProviderTicket(
  db: Db,
  ticket: { storeId: number; date: string; providerId: number; line: string; requestBy: string; userId: number },
): Promise<number> {
  const paragraph = `<p>${escape(ticket.line)}</p>`;
  return db.transaction(async (tx) => {
    const created = await insertTicket(
      tx,
      ticket.storeId,
      ticket.date,
      { urgency: 2, description: paragraph, request_by: ticket.requestBy, address_book_id: ticket.providerId },
      ticket.userId,
    );
    if (created) return created.id;
    const [day] = await tx
      .select()
      .from(serviceTickets)
      .where(and(eq(serviceTickets.storeId, ticket.storeId), eq(serviceTickets.date, ticket.date)))
      .for('update');
    if (!day) throw conflict('The Service Ticket was changed meanwhile: try again');
    if (day.addressBookId != null && day.addressBookId !== ticket.providerId)
      throw conflict('Today’s Service Ticket goes to another provider: add this to it there');
    if (!day.description.includes(sanitizeRichText(paragraph)))
      await tx
        .update(serviceTickets)
        .set({
          description: sanitizeRichText(`${day.description}${paragraph}`),
          addressBookId: ticket.providerId,
          urgency: 2,
          updatedBy: ticket.userId,
          updatedAt: new Date(),
        })
        .where(eq(serviceTickets.id, day.id));
    return day.id;
  });
}
