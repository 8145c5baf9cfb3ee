import { diff } from '@potluck/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../src/net/patch.ts';

describe("the client's JSON Patch", () => {
  it("applies the server's diffs: applyPatch(a, diff(a, b)) equals b", () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(applyPatch(a, diff(a, b) as never)).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('does not modify its input', () => {
    const doc = { a: [1, 2, 3], b: { c: 1 } };
    const out = applyPatch(doc, [
      { op: 'remove', path: '/a/0' },
      { op: 'replace', path: '/b/c', value: 2 },
      { op: 'add', path: '/d', value: true },
    ]);
    expect(doc).toEqual({ a: [1, 2, 3], b: { c: 1 } });
    expect(out).toEqual({ a: [2, 3], b: { c: 2 }, d: true });
  });

  it('shares what the operations do not touch with its input, and modifies none of their values', () => {
    const doc = { view: { pot: [1], taken: [[2], [3]], deck: { id: 'd' } }, legal: [] as unknown[] };
    const added = { x: [1] };
    const out = applyPatch(doc, [
      { op: 'add', path: '/view/pot/-', value: 4 },
      { op: 'replace', path: '/view/taken/1', value: [3, 5] },
      { op: 'add', path: '/extra', value: added },
      { op: 'add', path: '/extra/x/-', value: 2 },
    ]);
    expect(out).toEqual({
      view: { pot: [1, 4], taken: [[2], [3, 5]], deck: { id: 'd' } },
      legal: [],
      extra: { x: [1, 2] },
    });
    // a screen skips by reference what did not change (React.memo)
    expect(out.view.deck).toBe(doc.view.deck);
    expect(out.view.taken[0]).toBe(doc.view.taken[0]);
    expect(out.legal).toBe(doc.legal);
    expect(out.view).not.toBe(doc.view);
    expect(doc).toEqual({ view: { pot: [1], taken: [[2], [3]], deck: { id: 'd' } }, legal: [] });
    expect(added).toEqual({ x: [1] });
  });

  it('cannot be used to pollute prototypes', () => {
    const out = applyPatch({ a: {} } as Record<string, unknown>, [
      { op: 'add', path: '/__proto__', value: { polluted: true } },
      { op: 'add', path: '/a/__proto__', value: { polluted: true } },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(() => applyPatch({}, [{ op: 'replace', path: '/toString', value: 1 }])).toThrow();
  });

  it('throws on paths that do not exist (the client then asks for a full sync)', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/b', value: 1 }])).toThrow();
    expect(() => applyPatch({ a: [] }, [{ op: 'remove', path: '/a/0' }])).toThrow();
    expect(() => applyPatch({ a: 1 }, [{ op: 'add', path: '/x/y', value: 1 }])).toThrow();
  });
});
