import type { Config } from '../config';

/** What the link base needs from a request: its scheme and host as Fastify resolved them. */
export interface RequestAddress {
  protocol: string;
  host: string;
  hostname: string;
}

/** Names that only ever reach the machine the reader sits at, so a link to them leaks nothing. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/**
 * The absolute base of every link in mail. `PUBLIC_URL` when set, and no request header can change
 * it. Without it the address the portal was opened at is used only when its host name is loopback
 * or one of PUBLIC_HOSTS (the request's Host, or X-Forwarded-Host behind TRUST_PROXY); under any
 * other name the answer is null and the mail carries no link, so a forged Host never receives a
 * reset or invitation code.
 */
export function mailLinkBase(
  config: Pick<Config, 'publicUrl' | 'publicHosts'>,
  request: RequestAddress,
): string | null {
  if (config.publicUrl) return config.publicUrl;
  const hostname = request.hostname.toLowerCase();
  if (!isLoopbackHost(hostname) && !config.publicHosts.includes(hostname)) return null;
  return `${request.protocol}://${request.host}`;
}

/** The start-up line that says where mailed links point. */
export function mailLinkNotice(config: Pick<Config, 'publicUrl' | 'publicHosts'>): string {
  if (config.publicUrl) return `Links in mail point at ${config.publicUrl} (PUBLIC_URL).`;
  const names = ['localhost', '127.0.0.1', '[::1]', ...config.publicHosts].join(', ');
  return (
    `PUBLIC_URL is not set: links in mail use the address the portal was opened at, only under ${names}` +
    ' (PUBLIC_HOSTS adds names). Reset and invitation mails asked for under another host name carry no link.'
  );
}

/**
 * The base of links in mail that no request asked for (the morning digest, sent by the job
 * queue): `PUBLIC_URL`, else the portal on the machine itself, which only the person sitting at it
 * can open (the embedded demo). Never a request's Host.
 */
export function jobLinkBase(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
