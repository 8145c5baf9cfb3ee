import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret token (192 random bits, base64url). Only its hash is stored. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A new public match id (72 random bits, base64url, 12 characters). */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `hash` (constant-time comparison of the digests). */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (hash === null || typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** sha256 hex of a text (state hashes). */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
