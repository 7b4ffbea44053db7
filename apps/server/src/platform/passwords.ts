import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (DESIGN §5): m=19456 KiB, t=2, p=1. 2 = Algorithm.Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work whether or not the account exists, so timing does not reveal accounts.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
