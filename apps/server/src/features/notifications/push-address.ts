import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

/*
 * Where the server may send a push (decisions 181, 224): only over https; on port 443 to the
 * browsers' push services, never to a literal address or a local name, and, when sent, only to a
 * public address the name resolves to, the connection pinned to it. An https origin named in
 * PUSH_SERVICE_HOSTS (`https://push.corp.example:8443`) is the operator's own push service: any
 * port and address. A plain-http entry is never an origin, whatever the configuration holds.
 */

/** The push services Chrome/Edge (FCM), Firefox (Mozilla), Safari (Apple) and Windows hand out. */
const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal'];

/** A name that only means something inside a network, or an address written out in any form. */
function isLocalName(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return true;
  return !bare.includes('.') || LOCAL_SUFFIXES.some((suffix) => `.${bare}`.endsWith(suffix));
}

function matches(pattern: string, hostname: string): boolean {
  return pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

export interface PushService {
  url: URL;
  /** An https origin the operator configured: any port and address. */
  trusted: boolean;
}

/** The push service an endpoint names, or null when the server must not send there. */
export function pushServiceOf(config: Config, endpoint: string): PushService | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const configured = config.pushServiceHosts;
  if (configured.some((entry) => entry.startsWith('https://') && new URL(entry).origin === url.origin))
    return { url, trusted: true };
  if (url.port !== '' || isLocalName(url.hostname)) return null;
  const patterns = [...BROWSER_PUSH_SERVICES, ...configured.filter((entry) => !entry.includes('://'))];
  return patterns.some((pattern) => matches(pattern, url.hostname)) ? { url, trusted: false } : null;
}

/** An address anyone on the internet could reach: not private, loopback, link-local, CGNAT, multicast… */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** Every address a name resolves to (the system resolver, as a connection would use). */
export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

export type PushTarget = { url: URL; address: dns.LookupAddress } | { refused: 'address' | 'unresolved' };

/**
 * The address one push is sent to: the endpoint must name a push service, and every address its
 * name resolves to must be public, so a name pointed inside after it was saved reaches nothing.
 */
export async function pushTarget(config: Config, endpoint: string, resolve: Resolve): Promise<PushTarget> {
  const service = pushServiceOf(config, endpoint);
  if (!service) return { refused: 'address' };
  let addresses: dns.LookupAddress[];
  try {
    addresses = await resolve(service.url.hostname.replace(/^\[|\]$/g, ''));
  } catch {
    return { refused: 'unresolved' };
  }
  if (addresses.length === 0) return { refused: 'unresolved' };
  if (!service.trusted && !addresses.every((a) => isPublicAddress(a.address))) return { refused: 'address' };
  return { url: service.url, address: addresses[0]! };
}

/** A `lookup` for the connection that answers the address already checked, so DNS cannot change it. */
export function pinnedLookup(address: dns.LookupAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}
