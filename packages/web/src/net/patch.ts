/**
 * Applies RFC 6902 JSON Patch operations (add, remove, replace — what the server sends in `update`) to a copy
 * of a JSON document. Throws when a path does not exist, so the caller can ask for a full sync.
 */
export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

const unescapeKey = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');

/** Defines, never assigns: a key such as "__proto__" stays a plain property and cannot reach a prototype. */
const define = (obj: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });

/**
 * The result shares every part the operations do not touch with `doc` (copy on write: only the objects and arrays
 * on an operation's path are copied), so a screen can skip what did not change from one frame to the next by
 * reference (`React.memo`, issue 16 item 9) and a move costs no copy of the whole frame. Neither `doc` nor the
 * operations' values are modified; the result's parts must be treated as read-only, like every frame.
 */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  /** Containers copied by this call: written in place from then on. */
  const mine = new Set<object>();
  const own = <V>(v: V): V => {
    if (typeof v !== 'object' || v === null || mine.has(v)) return v;
    const c = (Array.isArray(v) ? [...v] : { ...v }) as V & object;
    mine.add(c);
    return c;
  };
  let root: unknown = doc;
  for (const o of ops) {
    if (o.path === '') {
      if (o.op === 'remove') throw new Error('cannot remove the root');
      root = o.value;
      continue;
    }
    const parts = o.path.split('/').slice(1).map(unescapeKey);
    if (typeof root !== 'object' || root === null) throw new Error(`path not found: ${o.path}`);
    root = own(root);
    let parent: unknown = root;
    for (const p of parts.slice(0, -1)) {
      if (typeof parent !== 'object' || parent === null) throw new Error(`path not found: ${o.path}`);
      const at = parent as Record<string, unknown>;
      const key = Array.isArray(parent) ? Number(p) : p;
      if (!Array.isArray(parent) && !Object.hasOwn(at, p)) throw new Error(`path not found: ${o.path}`);
      const next: unknown = Array.isArray(parent) ? parent[key as number] : at[p];
      if (typeof next !== 'object' || next === null) throw new Error(`path not found: ${o.path}`);
      const copied = own(next);
      if (Array.isArray(parent)) parent[key as number] = copied;
      else define(at, p, copied);
      parent = copied;
    }
    const last = parts[parts.length - 1];
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      const limit = o.op === 'add' ? parent.length : parent.length - 1;
      if (!Number.isInteger(i) || i < 0 || i > limit) throw new Error(`bad index: ${o.path}`);
      if (o.op === 'add') parent.splice(i, 0, o.value);
      else if (o.op === 'remove') parent.splice(i, 1);
      else parent[i] = o.value;
    } else if (typeof parent === 'object' && parent !== null) {
      const obj = parent as Record<string, unknown>;
      if (o.op !== 'add' && !Object.hasOwn(obj, last)) throw new Error(`path not found: ${o.path}`);
      if (o.op === 'remove') delete obj[last];
      else define(obj, last, o.value);
    } else {
      throw new Error(`path not found: ${o.path}`);
    }
  }
  return root as T;
}
