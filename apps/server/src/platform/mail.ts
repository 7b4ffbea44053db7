import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
  /** Extra headers (no line breaks), e.g. `Auto-Submitted` on messages no person wrote. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const HEADER_INJECTION = /[\r\n]/;

function assertSafeHeaders(message: MailMessage): void {
  const values = [
    message.subject,
    ...[message.to, message.cc ?? []].flat(),
    ...Object.entries(message.headers ?? {}).flat(),
  ];
  if (values.some((v) => HEADER_INJECTION.test(v))) throw new Error('Mail headers may not contain line breaks');
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file in
 * DATA_DIR/outbox, where a person (or a test) can open it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      assertSafeHeaders(message);
      const info = await transport.sendMail({ from: options.from, ...message });
      if (!options.smtpUrl) {
        await fs.mkdir(options.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
        await fs.writeFile(path.join(options.outboxDir, name), (info as unknown as { message: Buffer }).message);
      }
    },
    close: () => transport.close(),
  };
}
