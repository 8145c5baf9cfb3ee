/**
 * A small JSON diff producing RFC 6902 JSON Patch operations (only `add`, `remove` and `replace`), and the
 * matching `applyPatch`. Used to send a viewer the change of its view instead of the whole view.
 *
 * Objects are diffed key by key; arrays element by element over the common length, then appended to or
 * truncated from the end (removals in descending index order). Whenever the operations for a subtree would be
 * longer than simply replacing it, the subtree is replaced. `applyPatch(a, diff(a, b))` deep-equals `b`.
 */
export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

const escapeKey = (k: string) =>
  k.includes('~') || k.includes('/') ? k.replace(/~/g, '~0').replace(/\//g, '~1') : k;
const unescapeKey = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Length of a number's JSON text. */
function numberSize(x: number): number {
  if (!Number.isFinite(x)) return 4;
  if (!Number.isInteger(x) || x > 1e15 || x < -1e15) return String(x).length;
  let n = x < 0 ? 2 : 1;
  for (let a = Math.abs(x); a >= 10; a = Math.floor(a / 10)) n++;
  return n;
}

/**
 * Length of a value's JSON text, counted without building it, and only until it is known to exceed `cap` (then
 * some number above `cap`). Strings count their characters and quotes, not their escapes, so this is never more
 * than JSON.stringify's length: enough to choose between patch and replace.
 */
export function jsonSize(v: unknown, cap = Number.POSITIVE_INFINITY): number {
  return size(v, cap);
}

function size(v: unknown, cap = Number.POSITIVE_INFINITY): number {
  switch (typeof v) {
    case 'number':
      return numberSize(v);
    case 'boolean':
      return v ? 4 : 5;
    case 'string':
      return v.length + 2;
    case 'object': {
      if (v === null) return 4;
      if (Array.isArray(v)) {
        let n = 1 + v.length; // brackets and commas
        for (let i = 0; i < v.length && n <= cap; i++) n += size(v[i], cap - n);
        return n;
      }
      let n = 1;
      for (const k in v) {
        if (n > cap) break;
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined || typeof x === 'function') continue;
        n += k.length + 4 + size(x, cap - n); // "k": and a comma
      }
      return n;
    }
    default:
      return 4;
  }
}

function diffInto(a: unknown, b: unknown, path: string, out: PatchOp[]): void {
  if (a === b) return;
  // a subtree's ops go straight into `out` (from `start` on), and are swapped for one replace if that is shorter
  const start = out.length;
  if (Array.isArray(a) && Array.isArray(b)) {
    const ops = out;
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) if (a[i] !== b[i]) diffInto(a[i], b[i], `${path}/${i}`, ops);
    for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
    for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    replaceIfShorter(out, start, b, path);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const ops = out;
    for (const k in a) {
      const x = a[k];
      if (x === undefined) continue;
      if (!Object.hasOwn(b, k) || b[k] === undefined)
        ops.push({ op: 'remove', path: `${path}/${escapeKey(k)}` });
      else if (x !== b[k]) diffInto(x, b[k], `${path}/${escapeKey(k)}`, ops); // paths only where they differ
    }
    for (const k in b) {
      if (b[k] === undefined) continue;
      if (!Object.hasOwn(a, k) || a[k] === undefined)
        ops.push({ op: 'add', path: `${path}/${escapeKey(k)}`, value: b[k] });
    }
    replaceIfShorter(out, start, b, path);
    return;
  }
  if (typeof a === 'object' || typeof b === 'object' || a !== b) out.push({ op: 'replace', path, value: b });
}

/** Swaps the subtree's ops (`out` from `start` on) for one `replace` of the whole subtree when that is not longer. */
function replaceIfShorter(out: PatchOp[], start: number, b: unknown, path: string): void {
  if (path === '' || out.length - start < 2) return;
  // whether the ops' JSON is at least as long as one replace: the ops' length first, then the subtree's, counted
  // only as far as that (a large subtree with a small change stops early)
  let n = 0;
  for (let i = start; i < out.length; i++) {
    const o = out[i];
    n += 24 + o.path.length + ('value' in o ? size(o.value) : 0);
  }
  if (n >= 24 + path.length + size(b, n - 24 - path.length)) {
    out.length = start;
    out.push({ op: 'replace', path, value: b });
  }
}

/** The operations turning `a` into `b` (empty when they are equal). The root path is `""`. */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const out: PatchOp[] = [];
  diffInto(a, b, '', out);
  return out;
}

/** Sets an own property, even one named `__proto__` (never the prototype). */
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/**
 * Applies `ops` to a deep copy of `doc` and returns it (the input is not modified). Throws on a path that does
 * not exist, so a client that missed an update notices and asks for a full sync.
 */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: unknown = clone(doc);
  for (const o of ops) {
    if (o.path === '') {
      if (o.op === 'remove') throw new Error('cannot remove the root');
      root = clone(o.value);
      continue;
    }
    const parts = o.path.split('/').slice(1).map(unescapeKey);
    let parent: unknown = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const p = parts[i];
      if (Array.isArray(parent)) parent = parent[Number(p)];
      else if (isObject(parent) && Object.hasOwn(parent, p)) parent = parent[p];
      else throw new Error(`path not found: ${o.path}`);
      if (typeof parent !== 'object' || parent === null) throw new Error(`path not found: ${o.path}`);
    }
    const last = parts[parts.length - 1];
    if (Array.isArray(parent)) {
      const idx = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(idx) || idx < 0) throw new Error(`bad index: ${o.path}`);
      if (o.op === 'add') {
        if (idx > parent.length) throw new Error(`index out of range: ${o.path}`);
        parent.splice(idx, 0, clone(o.value));
      } else if (o.op === 'remove') {
        if (idx >= parent.length) throw new Error(`index out of range: ${o.path}`);
        parent.splice(idx, 1);
      } else {
        if (idx >= parent.length) throw new Error(`index out of range: ${o.path}`);
        parent[idx] = clone(o.value);
      }
    } else if (isObject(parent)) {
      if (o.op !== 'add' && !Object.hasOwn(parent, last)) throw new Error(`path not found: ${o.path}`);
      if (o.op === 'remove') delete parent[last];
      else setOwn(parent, last, clone(o.value));
    } else {
      throw new Error(`path not found: ${o.path}`);
    }
  }
  return root as T;
}
