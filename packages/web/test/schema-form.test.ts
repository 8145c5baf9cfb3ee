import { game as tmc } from '@potluck/too-many-cooks';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultValues,
  type OptionField,
  optionFields,
  optionsFromValues,
  parseFieldInput,
} from '../src/lobby/schema-form.ts';

/** The JSON Schema exactly as the server's GET /api/games builds it. */
const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

describe('options form from a zod JSON schema', () => {
  it("builds 料理厨王's deck choice with its default", () => {
    const fields = optionFields(jsonSchema(tmc.optionsSchema), tmc.optionsSchema.parse({}) as never);
    expect(fields).toEqual([
      { key: 'deck', kind: 'select', choices: ['standard96', 'classic52'], default: 'standard96' },
    ]);
    // Every choice has a label in the game's optionsMeta.
    for (const c of (fields[0] as Extract<OptionField, { kind: 'select' }>).choices) {
      expect(tmc.optionsMeta.deck.choices?.[String(c)]?.en).toBeTruthy();
    }
  });

  const schema = z.strictObject({
    variant: z.enum(['a', 'b', 'c']).default('b'),
    mode: z.union([z.literal('fast'), z.literal('slow')]).default('slow'),
    timer: z.boolean().default(true),
    rounds: z.number().int().min(1).max(5).default(3),
    target: z.number().int().min(10).max(200).default(50),
    ratio: z.number().min(0).max(1).default(0.5),
    title: z.string().max(20).default('hi'),
    nested: z.object({ x: z.number() }).default({ x: 1 }),
  });
  const fields = optionFields(jsonSchema(schema));
  const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));

  it('maps each kind of option to a control', () => {
    expect(byKey.variant).toEqual({ key: 'variant', kind: 'select', choices: ['a', 'b', 'c'], default: 'b' });
    expect(byKey.mode).toEqual({ key: 'mode', kind: 'select', choices: ['fast', 'slow'], default: 'slow' });
    expect(byKey.timer).toEqual({ key: 'timer', kind: 'boolean', default: true });
    // A small integer range is a choice list; a large one a number input.
    expect(byKey.rounds).toEqual({ key: 'rounds', kind: 'select', choices: [1, 2, 3, 4, 5], default: 3 });
    expect(byKey.target).toEqual({
      key: 'target',
      kind: 'number',
      integer: true,
      min: 10,
      max: 200,
      default: 50,
    });
    expect(byKey.ratio).toEqual({
      key: 'ratio',
      kind: 'number',
      integer: false,
      min: 0,
      max: 1,
      default: 0.5,
    });
    expect(byKey.title).toEqual({ key: 'title', kind: 'text', default: 'hi', maxLength: 20 });
  });

  it('leaves out shapes it cannot edit (the server applies their defaults)', () => {
    expect(byKey.nested).toBeUndefined();
  });

  it('round-trips: the defaults it builds are accepted by the zod schema', () => {
    const opts = optionsFromValues(fields, defaultValues(fields));
    expect(schema.parse(opts)).toEqual(schema.parse({}));
  });

  it('parses control input back into typed, clamped values', () => {
    expect(parseFieldInput(byKey.rounds, '4')).toBe(4);
    expect(parseFieldInput(byKey.rounds, '9')).toBe(3); // not a choice: default
    expect(parseFieldInput(byKey.target, '500')).toBe(200);
    expect(parseFieldInput(byKey.target, '12.7')).toBe(13);
    expect(parseFieldInput(byKey.target, 'abc')).toBe(50);
    expect(parseFieldInput(byKey.timer, false)).toBe(false);
    expect(parseFieldInput(byKey.title, 'x'.repeat(30))).toBe('x'.repeat(20));
    const opts = optionsFromValues(fields, { ...defaultValues(fields), rounds: 5, timer: false });
    expect(schema.parse(opts)).toMatchObject({ rounds: 5, timer: false });
  });

  it('copes with schemas that are not objects', () => {
    expect(optionFields(null)).toEqual([]);
    expect(optionFields({ type: 'string' })).toEqual([]);
  });
});
