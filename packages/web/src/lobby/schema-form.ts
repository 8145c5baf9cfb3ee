/**
 * Turns a game's options JSON Schema (zod's `z.toJSONSchema(optionsSchema, { io: 'input' })`, as the server's
 * game list sends it) into form fields, and form values back into an options object. Pure: no React here.
 * Shapes we do not know how to edit are left out of the form, so the server applies their defaults.
 */
export type OptionValue = string | number | boolean;

export type OptionField =
  | { key: string; kind: 'select'; choices: OptionValue[]; default: OptionValue }
  | { key: string; kind: 'boolean'; default: boolean }
  | {
      key: string;
      kind: 'number';
      integer: boolean;
      min: number | undefined;
      max: number | undefined;
      default: number;
    }
  | { key: string; kind: 'text'; default: string; maxLength: number | undefined };

type Schema = Record<string, unknown>;

const isObj = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);
const isScalar = (x: unknown): x is OptionValue =>
  typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';

/** The list of constant choices a schema allows (enum, const, or a union of consts), or null. */
function choicesOf(s: Schema): OptionValue[] | null {
  if (Array.isArray(s.enum) && s.enum.every(isScalar)) return s.enum as OptionValue[];
  if (isScalar(s.const)) return [s.const];
  const alts = (Array.isArray(s.anyOf) && s.anyOf) || (Array.isArray(s.oneOf) && s.oneOf) || null;
  if (alts) {
    const out: OptionValue[] = [];
    for (const a of alts) {
      if (!isObj(a)) return null;
      const c = choicesOf(a);
      if (!c) return null;
      out.push(...c);
    }
    return out;
  }
  return null;
}

function fieldOf(key: string, s: Schema, fallback: unknown): OptionField | null {
  const def = s.default !== undefined ? s.default : fallback;
  const choices = choicesOf(s);
  if (choices && choices.length > 0) {
    const d = isScalar(def) && choices.includes(def) ? def : choices[0];
    return { key, kind: 'select', choices, default: d };
  }
  if (s.type === 'boolean') return { key, kind: 'boolean', default: def === true };
  if (s.type === 'integer' || s.type === 'number') {
    const integer = s.type === 'integer';
    const min = typeof s.minimum === 'number' ? s.minimum : undefined;
    const max = typeof s.maximum === 'number' ? s.maximum : undefined;
    // A small integer range reads better as a choice list.
    if (integer && min !== undefined && max !== undefined && max - min <= 12) {
      const list: number[] = [];
      for (let v = min; v <= max; v++) list.push(v);
      const d = typeof def === 'number' && list.includes(def) ? def : min;
      return { key, kind: 'select', choices: list, default: d };
    }
    const d = typeof def === 'number' ? def : (min ?? 0);
    return { key, kind: 'number', integer, min, max, default: d };
  }
  if (s.type === 'string') {
    const maxLength = typeof s.maxLength === 'number' ? s.maxLength : undefined;
    return { key, kind: 'text', default: typeof def === 'string' ? def : '', maxLength };
  }
  return null;
}

/**
 * The editable fields of an options schema, in property order. `defaults` (the parsed `{}`) fills in
 * defaults the schema does not state.
 */
export function optionFields(schema: unknown, defaults: Record<string, unknown> = {}): OptionField[] {
  if (!isObj(schema) || !isObj(schema.properties)) return [];
  const out: OptionField[] = [];
  for (const [key, sub] of Object.entries(schema.properties)) {
    if (!isObj(sub)) continue;
    const f = fieldOf(key, sub, defaults[key]);
    if (f) out.push(f);
  }
  return out;
}

/** The initial form values: every field's default. */
export function defaultValues(fields: readonly OptionField[]): Record<string, OptionValue> {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

/** Parses a form control's string back into the field's type (select values are matched by text). */
export function parseFieldInput(field: OptionField, raw: string | boolean): OptionValue {
  switch (field.kind) {
    case 'boolean':
      return raw === true || raw === 'true';
    case 'select':
      return field.choices.find((c) => String(c) === String(raw)) ?? field.default;
    case 'number': {
      const n = Number(raw);
      if (!Number.isFinite(n)) return field.default;
      let v = field.integer ? Math.round(n) : n;
      if (field.min !== undefined) v = Math.max(field.min, v);
      if (field.max !== undefined) v = Math.min(field.max, v);
      return v;
    }
    case 'text':
      return String(raw).slice(0, field.maxLength ?? 200);
  }
}

/** The options object to send: the values of known fields only. */
export function optionsFromValues(
  fields: readonly OptionField[],
  values: Readonly<Record<string, OptionValue>>,
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const f of fields) out[f.key] = f.key in values ? values[f.key] : f.default;
  return out;
}
