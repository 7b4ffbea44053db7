import { z } from 'zod';
import { IdSchema, text } from './inputs';
import { MediaFileSchema, UploadFieldsSchema } from './media';
import type { PermissionKey } from './permissions';

/** Viewing a ticket takes service-providers-view (the screen's gate, spec 1 §2). */
export const TICKET_VIEW = 'service-providers-view' satisfies PermissionKey;
/** Creating, saving and sending a ticket (and removing its photos) take help-desk-history-create. */
export const TICKET_WRITE = 'help-desk-history-create' satisfies PermissionKey;

/** Urgency values (spec 1 §9). */
export const URGENCIES = [
  { value: 1, label: 'Low Priority' },
  { value: 2, label: 'Critical' },
] as const;
export const urgencyLabel = (value: number) => URGENCIES.find((u) => u.value === value)?.label ?? 'Low Priority';

export const SERVICE_TICKET_DESCRIPTION_MAX = 100_000;

/** A store's ticket of a day; `id` null until first saved. `sent` names the last mail sent. */
export const ServiceTicketSchema = z.object({
  id: z.number().int().nullable(),
  urgency: z.number().int(),
  description: z.string(),
  requestBy: z.string(),
  addressBookId: z.number().int().nullable(),
  files: z.array(MediaFileSchema),
  sent: z.object({ to: z.string(), at: z.string(), by: z.string() }).nullable(),
});
export type ServiceTicket = z.infer<typeof ServiceTicketSchema>;

const UrgencySchema = z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).transform(Number);

/** POST /service-ticket/{storeId}/{date}. */
export const ServiceTicketCreateSchema = UploadFieldsSchema.extend({
  urgency: UrgencySchema.default(1),
  description: text(SERVICE_TICKET_DESCRIPTION_MAX).nullish(),
  request_by: text(200, { trim: true }).nullish(),
  address_book_id: IdSchema.nullish(),
});
export type ServiceTicketCreate = z.input<typeof ServiceTicketCreateSchema>;
/** The body of a new ticket as the service receives it, after validation. */
export type ServiceTicketFields = z.output<typeof ServiceTicketCreateSchema>;

/** PUT /service-ticket/{id}: `save` updates, `send` updates and mails the ticket to its provider. */
export const ServiceTicketUpdateSchema = ServiceTicketCreateSchema.extend({
  id: IdSchema.nullish(),
  // Omitted fields stay as they are (Submit may send only the action).
  urgency: UrgencySchema.optional(),
  action: z.enum(['save', 'send']).default('save'),
});
export type ServiceTicketUpdate = z.input<typeof ServiceTicketUpdateSchema>;
/** The body of a save or a send as the service receives it, after validation. */
export type ServiceTicketUpdateFields = z.output<typeof ServiceTicketUpdateSchema>;

/** POST /service-ticket/{id}/preview: the fields on screen, which the mail would carry (nothing is stored). */
export const ServiceTicketPreviewSchema = ServiceTicketCreateSchema.pick({
  description: true,
  request_by: true,
  address_book_id: true,
}).extend({ urgency: UrgencySchema.optional() });
export type ServiceTicketPreview = z.input<typeof ServiceTicketPreviewSchema>;
export type ServiceTicketPreviewFields = z.output<typeof ServiceTicketPreviewSchema>;
