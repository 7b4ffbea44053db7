/** The claims the client reads from a token; the server alone verifies the signature. */
export interface TokenClaims {
  sub?: number | string;
  username?: string;
  roles?: string[];
  exp?: number;
  typ?: string;
}

function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readClaims(token: string | undefined | null): TokenClaims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(decodeSegment(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : {};
  } catch {
    return {};
  }
}

/** The token's own expiry as a Date, or undefined (a browser-session cookie) when it has none. */
export function tokenExpiry(token: string): Date | undefined {
  const { exp } = readClaims(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
}
