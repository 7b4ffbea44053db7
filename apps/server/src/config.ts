import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A comma-separated setting's entries, trimmed and lower case. */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dripp Portal <no-reply@dripp.local>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, "PUBLIC_URL must be the portal's address, like https://portal.example.com")
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Host names (besides loopback) a mailed link may point at when PUBLIC_URL is not set. */
  PUBLIC_HOSTS: z.string().optional(),
  /** The demo accounts' shared password works from other machines too. */
  DEMO_OPEN: flag,
  SEED_DEMO: flag,
  /** Warnings and errors only by default; `info` adds one JSON line per request. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Failed sign-ins and PINs per client address per minute (reset requests: all of them). */
  AUTH_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins per account from one client address per 15 minutes (reset requests per account). */
  AUTH_RATE_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per account per day from all addresses; beyond it only devices that signed it in before. */
  AUTH_ACCOUNT_DAILY_CAP: z.coerce.number().int().min(1).default(100),
  /** Wrong manager PINs per signed-in account per day. */
  PIN_FAILURES_PER_DAY: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  /** Minutes after an item's due time when the store's manager is told it is not done. */
  ESCALATE_STORE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Minutes after an item's due time when the people above the store are told. */
  ESCALATE_CHAIN_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** This node runs jobs from the queue (reminders, escalations, mail); `0` leaves them to other nodes. */
  JOBS: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /** Trust X-Forwarded-* only behind a proxy that sets them. */
  TRUST_PROXY: flag,
  /** Shared rate-limit counters for several API nodes; in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where uploaded media live: unset = DATA_DIR/media; `s3://bucket/prefix?region=..&endpoint=..` = S3. */
  MEDIA_URL: z
    .string()
    .regex(/^s3:\/\/[^/?]+/, 'MEDIA_URL must look like s3://bucket/prefix')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Images arrive base64 in JSON (a JavaScript string caps them near 350 MB); videos are streamed. */
  MEDIA_MAX_IMAGE_MB: z.coerce.number().positive().max(350).default(10),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().positive().max(350).default(100),
  /** Files one record (a shift's sheet, a ticket, a recipe) may hold. */
  MEDIA_FILES_PER_RECORD: z.coerce.number().int().min(1).default(20),
  /** Web Push's VAPID key pair (base64url); generated into DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services may contact about the portal's pushes: `mailto:` or `https:`. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Push services besides the browsers' (features/notifications/push-address.ts): `host` or `*.suffix`
   * (https on 443, public addresses only), or the operator's own push service as an https origin
   * `https://host:port`, any port and address (decision 224: never plain http).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .refine(
      (v) =>
        listOf(v).every(
          (entry) =>
            /^(\*\.)?[a-z0-9.-]+$/.test(entry) || (/^https:\/\/[^/?#@\s]+$/.test(entry) && URL.canParse(entry)),
        ),
      'PUSH_SERVICE_HOSTS must be host names, *.suffixes or https origins like https://push.corp.example:8443, separated by commas (plain http is refused)',
    ),
  /** Megabytes of uploads one person may store per 24 hours. */
  MEDIA_MB_PER_PERSON_DAY: z.coerce.number().positive().default(500),
  /** Outside mails (one per recipient) one person may cause per hour. */
  MAIL_PER_PERSON_HOUR: z.coerce.number().int().min(1).default(40),
  /** Open connections from one client address (0 = no cap; behind TRUST_PROXY the proxy caps them). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
  /** Milliseconds a connection has to send a whole request head, counted from its opening. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  /** Lower-case host names accepted as the base of mailed links when PUBLIC_URL is not set. */
  publicHosts: string[];
  demoOpen: boolean;
  seedDemo: boolean;
  logLevel: string;
  authRatePerMinute: number;
  authRatePerAccount: number;
  authAccountDailyCap: number;
  pinFailuresPerDay: number;
  escalateStoreMinutes: number;
  escalateChainMinutes: number;
  jobs: boolean;
  webDist: string;
  trustProxy: boolean;
  redisUrl?: string;
  mediaUrl?: string;
  mediaMaxImageBytes: number;
  mediaMaxVideoBytes: number;
  mediaFilesPerRecord: number;
  mediaBytesPerPersonDay: number;
  mailPerPersonHour: number;
  maxConnectionsPerAddress: number;
  headersTimeoutMs: number;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
  /** PUSH_SERVICE_HOSTS's entries, lower case: added to the browsers' push services. */
  pushServiceHosts: string[];
}

/** Reads and validates every environment variable once; a bad value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    publicHosts: (e.PUBLIC_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    demoOpen: e.DEMO_OPEN,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    authRatePerMinute: e.AUTH_RATE_PER_MINUTE,
    authRatePerAccount: e.AUTH_RATE_PER_ACCOUNT,
    authAccountDailyCap: e.AUTH_ACCOUNT_DAILY_CAP,
    pinFailuresPerDay: e.PIN_FAILURES_PER_DAY,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    escalateStoreMinutes: e.ESCALATE_STORE_MINUTES,
    escalateChainMinutes: e.ESCALATE_CHAIN_MINUTES,
    jobs: e.JOBS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    mediaUrl: e.MEDIA_URL,
    mediaMaxImageBytes: Math.floor(e.MEDIA_MAX_IMAGE_MB * 1024 * 1024),
    mediaMaxVideoBytes: Math.floor(e.MEDIA_MAX_VIDEO_MB * 1024 * 1024),
    mediaFilesPerRecord: e.MEDIA_FILES_PER_RECORD,
    mediaBytesPerPersonDay: Math.floor(e.MEDIA_MB_PER_PERSON_DAY * 1024 * 1024),
    mailPerPersonHour: e.MAIL_PER_PERSON_HOUR,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    vapidPublicKey: e.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushServiceHosts: listOf(e.PUSH_SERVICE_HOSTS),
  };
}
