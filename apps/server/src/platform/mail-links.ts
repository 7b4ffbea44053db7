import type { Config } from '../config';

/** What the link base needs from a request: its scheme and host as Fastify resolved them. */
export interface RequestAddress {
  protocol: string;
  host: string;
}

/** Names that only ever reach the machine the reader sits at, so a link to them leaks nothing. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/**
 * The one reading of a request's Host (or X-Forwarded-Host behind TRUST_PROXY): the WHATWG URL
 * parse of `scheme://host`, kept only when it names a host and port and nothing else, and reads
 * back as the very string that was sent (case aside). Userinfo (`localhost:3322@evil.example`), a
 * path, an empty or default port, percent escapes, unicode or non-canonical IP forms, spaces and
 * backslashes are refused (null): a host that two readers could read two ways is not read at all.
 */
export function parseRequestHost(protocol: string, host: string): URL | null {
  if (protocol !== 'http' && protocol !== 'https') return null;
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.host !== host.toLowerCase()) return null;
  return url;
}

/**
 * The absolute base of every link in mail. `PUBLIC_URL` when set, and no request header can change
 * it. Without it the address the portal was opened at is used only when its host name is loopback
 * or one of PUBLIC_HOSTS (the request's Host, or X-Forwarded-Host behind TRUST_PROXY, read by
 * parseRequestHost); under any other name, or a host that does not read one way, the answer is
 * null and the mail carries no link, so a forged Host never receives a reset or invitation code.
 * The base is built from the parsed parts, never from the header.
 */
export function mailLinkBase(
  config: Pick<Config, 'publicUrl' | 'publicHosts'>,
  request: RequestAddress,
): string | null {
  if (config.publicUrl) return config.publicUrl;
  const url = parseRequestHost(request.protocol, request.host);
  if (!url) return null;
  const known = isLoopbackHost(url.hostname) || config.publicHosts.some((name) => hostnameOf(name) === url.hostname);
  return known ? `${url.protocol}//${url.host}` : null;
}

/** A configured host name as the URL parser writes it (punycode for a unicode name), or null. */
function hostnameOf(name: string): string | null {
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
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
