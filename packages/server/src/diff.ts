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

const escapeKey = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeKey = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Cheap structural equality for JSON values. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na++;
    if (!(k in rb) || !same(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}

/** Length of a value's JSON text (an estimate is enough to choose between patch and replace). */
function size(v: unknown): number {
  return JSON.stringify(v)?.length ?? 4;
}

function opsSize(ops: PatchOp[]): number {
  let n = 2;
  for (const o of ops) n += 24 + o.path.length + ('value' in o ? size(o.value) : 0);
  return n;
}

function diffInto(a: unknown, b: unknown, path: string, out: PatchOp[]): void {
  if (same(a, b)) return;
  const replaceOp: PatchOp = { op: 'replace', path, value: b };
  if (Array.isArray(a) && Array.isArray(b)) {
    const ops: PatchOp[] = [];
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) diffInto(a[i], b[i], `${path}/${i}`, ops);
    for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
    for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    if (path !== '' && opsSize(ops) >= opsSize([replaceOp])) out.push(replaceOp);
    else out.push(...ops);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const ops: PatchOp[] = [];
    for (const k in a) {
      if (a[k] === undefined) continue;
      if (!(k in b) || b[k] === undefined) ops.push({ op: 'remove', path: `${path}/${escapeKey(k)}` });
      else diffInto(a[k], b[k], `${path}/${escapeKey(k)}`, ops);
    }
    for (const k in b) {
      if (b[k] === undefined) continue;
      if (!(k in a) || a[k] === undefined)
        ops.push({ op: 'add', path: `${path}/${escapeKey(k)}`, value: b[k] });
    }
    if (path !== '' && opsSize(ops) >= opsSize([replaceOp])) out.push(replaceOp);
    else out.push(...ops);
    return;
  }
  out.push(replaceOp);
}

/** The operations turning `a` into `b` (empty when they are equal). The root path is `""`. */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const out: PatchOp[] = [];
  diffInto(a, b, '', out);
  return out;
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
      else if (isObject(parent) && p in parent) parent = parent[p];
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
      if (o.op === 'remove') {
        if (!(last in parent)) throw new Error(`path not found: ${o.path}`);
        delete parent[last];
      } else if (o.op === 'replace') {
        if (!(last in parent)) throw new Error(`path not found: ${o.path}`);
        parent[last] = clone(o.value);
      } else {
        parent[last] = clone(o.value);
      }
    } else {
      throw new Error(`path not found: ${o.path}`);
    }
  }
  return root as T;
}
