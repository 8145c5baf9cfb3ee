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

/**
 * The path of the node being compared, as a stack of keys: the JSON Pointer text is built only for an operation
 * (most nodes of two frames are equal, so building a path per node visited was most of a diff's garbage), and
 * each prefix's text is kept until the stack pops below it.
 */
const keys: (string | number)[] = [];
/** paths[d]: the pointer of keys[0..d); valid for d <= built. */
const paths: string[] = [''];
let built = 0;

function enterKey(k: string | number): void {
  keys.push(k);
}

function leaveKey(): void {
  keys.pop();
  if (built > keys.length) built = keys.length;
}

function pathOf(): string {
  for (; built < keys.length; built++) {
    const k = keys[built];
    paths[built + 1] = typeof k === 'number' ? `${paths[built]}/${k}` : `${paths[built]}/${escapeKey(k)}`;
  }
  return paths[keys.length];
}

function pathWith(k: string | number): string {
  return typeof k === 'number' ? `${pathOf()}/${k}` : `${pathOf()}/${escapeKey(k)}`;
}

function diffInto(a: unknown, b: unknown, out: PatchOp[]): void {
  if (a === b) return;
  // a subtree's ops go straight into `out` (from `start` on), and are swapped for one replace if that is shorter
  const start = out.length;
  if (Array.isArray(a) && Array.isArray(b)) {
    // from or to empty with two elements or more: one replace is shorter than their adds or removes (the same
    // choice replaceIfShorter would make, without building the operations first)
    if ((a.length === 0 && b.length >= 2) || (b.length === 0 && a.length >= 2)) {
      if (keys.length > 0) {
        out.push({ op: 'replace', path: pathOf(), value: b });
        return;
      }
    }
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      if (a[i] === b[i]) continue;
      enterKey(i);
      diffInto(a[i], b[i], out);
      leaveKey();
    }
    for (let i = common; i < b.length; i++) out.push({ op: 'add', path: pathWith(i), value: b[i] });
    for (let i = a.length - 1; i >= common; i--) out.push({ op: 'remove', path: pathWith(i) });
    replaceIfShorter(out, start, b);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const k in a) {
      const x = a[k];
      if (x === undefined) continue;
      if (!Object.hasOwn(b, k) || b[k] === undefined) out.push({ op: 'remove', path: pathWith(k) });
      else if (x !== b[k]) {
        enterKey(k);
        diffInto(x, b[k], out);
        leaveKey();
      }
    }
    for (const k in b) {
      if (b[k] === undefined) continue;
      if (!Object.hasOwn(a, k) || a[k] === undefined) out.push({ op: 'add', path: pathWith(k), value: b[k] });
    }
    replaceIfShorter(out, start, b);
    return;
  }
  if (typeof a === 'object' || typeof b === 'object' || a !== b)
    out.push({ op: 'replace', path: pathOf(), value: b });
}

/** Swaps the subtree's ops (`out` from `start` on) for one `replace` of the whole subtree when that is not longer. */
function replaceIfShorter(out: PatchOp[], start: number, b: unknown): void {
  if (keys.length === 0 || out.length - start < 2) return;
  // whether the ops' JSON is at least as long as one replace: the ops' length first, then the subtree's, counted
  // only as far as that (a large subtree with a small change stops early)
  let n = 0;
  for (let i = start; i < out.length; i++) {
    const o = out[i];
    n += 24 + o.path.length + ('value' in o ? size(o.value) : 0);
  }
  const path = pathOf();
  if (n >= 24 + path.length + size(b, n - 24 - path.length)) {
    out.length = start;
    out.push({ op: 'replace', path, value: b });
  }
}

/** Whether two JSON values are equal (what `diff(a, b)` finds no operation for), without allocating. */
export function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalJson(a[i], b[i])) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  let n = 0;
  for (const k in a) {
    const x = a[k];
    if (x === undefined) continue;
    n++;
    if (!Object.hasOwn(b, k) || !equalJson(x, b[k])) return false;
  }
  for (const k in b) if (b[k] !== undefined) n--;
  return n === 0;
}

/** The operations turning `a` into `b` (empty when they are equal). The root path is `""`. */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const out: PatchOp[] = [];
  keys.length = 0;
  built = 0;
  try {
    diffInto(a, b, out);
  } finally {
    keys.length = 0;
    built = 0;
  }
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
