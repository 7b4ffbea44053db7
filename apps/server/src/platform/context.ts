import type { Config } from '../config';
import type { AfterAnswer } from './after-answer';
import type { Db } from '../db/client';
import type { AttemptCounters } from './attempt-counters';
import type { Mailer } from './mail';
import type { RequestAddress } from './mail-links';

/** What features need from the outside world; built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Signs tokens and keys PIN digests. */
  secret: string;
  /** Failed sign-in and PIN attempts, shared by every node through Redis when configured. */
  attempts: AttemptCounters;
  /**
   * Absolute base for links in mail: `PUBLIC_URL`, else the request's own origin when its host is
   * loopback or in PUBLIC_HOSTS; null when a link may not be built for this request.
   */
  mailLinkBase(request: RequestAddress): string | null;
  /** The time a request's store day is reckoned at: the real clock, a fixed one in tests. */
  now(): Date;
  /** Work started by a request that outlives its answer; closing waits for it. */
  afterAnswer: AfterAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
