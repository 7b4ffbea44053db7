import { z } from 'zod';
import { eachOnce } from './inputs';

/**
 * What people are told (DESIGN §8): a reminder at an item's due time, the store's manager a while
 * after, and the people above the store later still. Each kind can be switched off per channel.
 */
export const NOTIFICATION_KINDS = [
  'reminder',
  'store-escalation',
  'chain-escalation',
  'action-due',
  'action-overdue',
  'food-escalation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { title: string; description: string }> = {
  reminder: {
    title: 'Due reminders',
    description: 'When work you can do at your store reaches its due time and is not done',
  },
  'store-escalation': {
    title: 'Late work at my store',
    description: 'For store managers, when work is still not done a while after its due time',
  },
  'chain-escalation': {
    title: 'Late work at stores I oversee',
    description: 'For franchisees and corporate, when work is still not done well after its due time',
  },
  'action-due': {
    title: 'Actions due soon',
    description: 'When a corrective action given to you is due within a day',
  },
  'action-overdue': {
    title: 'Overdue actions',
    description: 'Each day a corrective action given to you is past its due time',
  },
  'food-escalation': {
    title: 'Food safety problems at stores I oversee',
    description: 'When a re-check of a unit is missed or still out of range, or a cooling check is missed',
  },
};

export const NOTIFICATION_CHANNELS = ['in_app', 'mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A portal path to open. */
  link: z.string(),
  store_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  unread: z.number().int(),
  notifications: z.array(NotificationSchema),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** Marks the listed notifications read, or all of the caller's when `all` is set. */
export const MarkReadSchema = z
  .object({
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(200).default([]),
    all: z.boolean().default(false),
  })
  .refine((v) => v.all || v.ids.length > 0, { message: 'Name the notifications to mark read', path: ['ids'] })
  // The same rule in the OpenAPI document: `all`, or at least one id.
  .meta({
    anyOf: [
      { required: ['all'], properties: { all: { const: true } } },
      { required: ['ids'], properties: { ids: { minItems: 1 } } },
    ],
  });

export const NotificationSettingSchema = z.object({
  kind: NotificationKindSchema,
  in_app: z.boolean(),
  mail: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

export const NotificationSettingsSchema = z.object({
  settings: z.array(NotificationSettingSchema),
  /**
   * Web Push to the person's subscribed devices: how many there are, and the kinds pushed to them.
   * Unless chosen, every kind is pushed once a device is subscribed, and none before.
   */
  push: z.object({ devices: z.number().int(), kinds: z.array(NotificationKindSchema) }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A kind's channels as saved: `push` whether it is pushed; left out, the push choice stays as it was. */
export const NotificationSettingInputSchema = z.object({
  kind: NotificationKindSchema,
  in_app: z.boolean(),
  mail: z.boolean(),
  push: z.boolean().optional(),
});
export type NotificationSettingInput = z.infer<typeof NotificationSettingInputSchema>;

/**
 * One setting per kind at most. A literal checked against the kinds rather than a read of
 * `NOTIFICATION_KINDS.length`: the bundler cannot prove that read free of effects once the array
 * has been given to zod, and would keep zod in the web app's first load (the header's bell).
 */
const KIND_COUNT = 6 satisfies (typeof NOTIFICATION_KINDS)['length'];

export const NotificationSettingsInputSchema = z.object({
  settings: z.array(NotificationSettingInputSchema).min(1).max(KIND_COUNT).superRefine(eachOnce('kind')),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;
