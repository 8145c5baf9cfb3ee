import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textFrame } from '../src/ws-frame.ts';

/** ws's frame parser (exported by the package, not declared by its types). */
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (opts: { isServer: boolean }) => NodeJS.EventEmitter & { write(b: Buffer): boolean };
};

/** What a WebSocket client reads from these bytes: ws's own parser, as a client (unmasked frames). */
function decode(bytes: Buffer): string[] {
  const out: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => {
    expect(isBinary).toBe(false);
    out.push(data.toString('utf8'));
  });
  receiver.on('error', (e: Error) => {
    throw e;
  });
  receiver.write(bytes);
  return out;
}

describe('textFrame (server to client text frames written by hand)', () => {
  it('is read back as the same text at every length encoding (7-bit, 16-bit, 64-bit), multi-byte text too', () => {
    const texts = [
      '',
      'x',
      'a'.repeat(125),
      'b'.repeat(126),
      '料理厨王'.repeat(40), // 480 bytes in UTF-8, 160 characters
      'c'.repeat(65535),
      'd'.repeat(65536),
      '{"type":"update"}',
    ];
    for (const text of texts) expect(decode(Buffer.from(textFrame(text)))).toEqual([text]);
    // frames written one after the other (an update and its ack in one write) are two messages
    const two = Buffer.concat([Buffer.from(textFrame('{"a":1}')), Buffer.from(textFrame('{"b":2}'))]);
    expect(decode(two)).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('gives the same buffer for the same text sent again (one viewer, several connections)', () => {
    const text = JSON.stringify({ type: 'update', version: 3 });
    expect(textFrame(text)).toBe(textFrame(text));
    expect(textFrame(`${text} `)).not.toBe(textFrame(text));
  });
});
