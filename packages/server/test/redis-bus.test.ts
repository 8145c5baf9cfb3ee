/**
 * The Redis bus between nodes (docs/deploy.md, "Fan-out"): the notices of one turn of the event loop leave as one
 * message, in order; a node never delivers its own; a single notice of an older node is still understood.
 * Runs when REDIS_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Notice, RedisBus } from '../src/cluster.ts';
import { until } from './helpers.ts';

const REDIS = process.env.REDIS_URL;
if (!REDIS) console.log('redis-bus tests: REDIS_URL is not set, so they are skipped');

describe.skipIf(!REDIS)('RedisBus', () => {
  const prefix = `potluck-bus-${randomBytes(6).toString('hex')}`;
  const closing: { close(): Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const c of closing) await c.close();
  });

  it("one turn's notices are one message; the publisher drops its own unread; older single notices still arrive", async () => {
    const a = await RedisBus.open({ url: REDIS as string, prefix, nodeId: 'node-a' });
    const b = await RedisBus.open({ url: REDIS as string, prefix, nodeId: 'node-b' });
    closing.push(a, b);
    // what travels on the channel, as any subscriber sees it
    const raw = new Redis(REDIS as string);
    const tap = new Redis(REDIS as string);
    closing.push({ close: () => raw.quit() }, { close: () => tap.quit() });
    const messages: string[] = [];
    tap.on('message', (_c: string, text: string) => messages.push(text));
    await tap.subscribe(`${prefix}:notices`);
    const atA: Notice[] = [];
    const atB: Notice[] = [];
    a.onNotice((n) => atA.push(n));
    b.onNotice((n) => atB.push(n));

    const entry = {
      seq: 2,
      seat: 1,
      kind: 'move' as const,
      payload: { x: 1 },
      flags: 0,
      at: 5,
      stateHash: '',
    };
    a.publish('m1', 1);
    a.publish('m1', 2, false, undefined, entry);
    a.presence('m2', [1, 0]);
    a.publish('m3', 7, true);
    await until(() => atB.length === 4, 'the four notices at b');
    expect(atB).toEqual([
      { n: 'node-a', m: 'm1', v: 1 },
      { n: 'node-a', m: 'm1', v: 2, e: entry },
      { n: 'node-a', m: 'm2', v: 0, p: [1, 0] },
      { n: 'node-a', m: 'm3', v: 7, s: 1 },
    ]);
    await until(() => messages.length === 1, 'the message on the channel');
    expect(messages).toHaveLength(1); // one PUBLISH for the turn's four notices

    // a single notice as nodes before batching sent it
    await raw.publish(`${prefix}:notices`, JSON.stringify({ m: 'm4', v: 3, n: 'old-node' }));
    await until(() => atB.length === 5 && atA.length === 1, 'the old-style notice at both');
    expect(atB[4]).toEqual({ m: 'm4', v: 3, n: 'old-node' });
    // b's answer reaches a; a never received its own four
    b.publish('m1', 3);
    await until(() => atA.length === 2, "b's notice at a");
    expect(atA.map((n) => [n.n, n.m, n.v])).toEqual([
      ['old-node', 'm4', 3],
      ['node-b', 'm1', 3],
    ]);
    expect(atB).toHaveLength(5);
  });
});
