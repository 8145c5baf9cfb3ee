/** Structural equality of plain JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A canonical JSON string (sorted keys, undefined properties dropped, like JSON.stringify otherwise): a map key
 * for actions, and the text the server hashes for every stored state. Written for speed: it runs on every move.
 */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    return typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : (JSON.stringify(v) ?? 'null');
  }
  if (Array.isArray(v)) {
    let s = '[';
    for (let i = 0; i < v.length; i++) s += (i > 0 ? ',' : '') + canonicalJson(v[i]);
    return `${s}]`;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let s = '{';
  let first = true;
  for (const k of keys) {
    if (o[k] === undefined) continue;
    s += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalJson(o[k])}`;
    first = false;
  }
  return `${s}}`;
}
