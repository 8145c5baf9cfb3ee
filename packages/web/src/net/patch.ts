/**
 * Applies RFC 6902 JSON Patch operations (add, remove, replace — what the server sends in `update`) to a copy
 * of a JSON document. Throws when a path does not exist, so the caller can ask for a full sync.
 */
export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
const unescapeKey = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');

export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: unknown = copy(doc);
  for (const o of ops) {
    if (o.path === '') {
      if (o.op === 'remove') throw new Error('cannot remove the root');
      root = copy(o.value);
      continue;
    }
    const parts = o.path.split('/').slice(1).map(unescapeKey);
    let parent: unknown = root;
    for (const p of parts.slice(0, -1)) {
      if (typeof parent !== 'object' || parent === null) throw new Error(`path not found: ${o.path}`);
      const next: unknown = Array.isArray(parent)
        ? parent[Number(p)]
        : (parent as Record<string, unknown>)[p];
      if (typeof next !== 'object' || next === null) throw new Error(`path not found: ${o.path}`);
      parent = next;
    }
    const last = parts[parts.length - 1];
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      const limit = o.op === 'add' ? parent.length : parent.length - 1;
      if (!Number.isInteger(i) || i < 0 || i > limit) throw new Error(`bad index: ${o.path}`);
      if (o.op === 'add') parent.splice(i, 0, copy(o.value));
      else if (o.op === 'remove') parent.splice(i, 1);
      else parent[i] = copy(o.value);
    } else if (typeof parent === 'object' && parent !== null) {
      const obj = parent as Record<string, unknown>;
      if (o.op !== 'add' && !Object.hasOwn(obj, last)) throw new Error(`path not found: ${o.path}`);
      if (o.op === 'remove') delete obj[last];
      // Define, never assign: a key such as "__proto__" stays a plain property and cannot reach a prototype.
      else
        Object.defineProperty(obj, last, {
          value: copy(o.value),
          writable: true,
          enumerable: true,
          configurable: true,
        });
    } else {
      throw new Error(`path not found: ${o.path}`);
    }
  }
  return root as T;
}
