/**
 * Seeded PRNG: sfc32 ("Small Fast Counter", Chris Doty-Humphrey, from PractRand), 128 bits of state.
 * It passes PractRand and BigCrush, needs only 32-bit integer arithmetic (fast in JavaScript), and its
 * whole state is four int32 words, so it lives in the game state as plain JSON data.
 *
 * Seeds are strings; cyrb128 hashes them to the four state words. Real matches take their seed from a
 * CSPRNG (`randomSeed`). The RNG state is hidden information: it must never reach a view or an event.
 */
export type RngState = [number, number, number, number];

/** cyrb128: a fast 128-bit string hash (public domain), used only to turn a seed string into state. */
function cyrb128(str: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

/** A fresh RNG state from a seed string. */
export function rngFromSeed(seed: string): RngState {
  const r = cyrb128(seed);
  for (let i = 0; i < 12; i++) nextU32(r); // warm up: decorrelate similar seeds
  return r;
}

/** A new RNG state drawn from another one (for determinizations and sub-simulations). */
export function rngFork(r: RngState): RngState {
  const child: RngState = [nextU32(r) | 0, nextU32(r) | 0, nextU32(r) | 0, nextU32(r) | 0];
  for (let i = 0; i < 12; i++) nextU32(child);
  return child;
}

/** The next 32-bit unsigned integer; advances the state in place. */
export function nextU32(r: RngState): number {
  let a = r[0];
  let b = r[1];
  let c = r[2];
  let d = r[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  r[0] = a;
  r[1] = b;
  r[2] = c;
  r[3] = d;
  return t >>> 0;
}

/** A uniform integer in [0, n), exactly unbiased (rejection sampling). n must be in 1..2^32. */
export function randInt(r: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  let x = nextU32(r);
  while (x >= limit) x = nextU32(r);
  return x % n;
}

/** A uniform float in [0, 1). */
export function randFloat(r: RngState): number {
  return nextU32(r) / 4294967296;
}

/** Fisher–Yates shuffle of `arr` in place; returns it. */
export function shuffle<T>(r: RngState, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = arr[i];
    arr[i] = arr[j];
    arr[j] = t;
  }
  return arr;
}

/** A uniformly chosen element of a non-empty array. */
export function pick<T>(r: RngState, arr: readonly T[]): T {
  return arr[randInt(r, arr.length)];
}

/** 128 bits from the platform CSPRNG as a hex seed string, for real matches. */
export function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
