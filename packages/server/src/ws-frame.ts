/**
 * A text message as one WebSocket frame, server to client (FIN, opcode 1, unmasked; no compression is offered),
 * written to the connection's socket as it is: one buffer and one write per message instead of ws's header and
 * payload, and the frame of an update sent to several connections of one viewer (spectators) is built once.
 */
let lastText = '';
let lastFrame: Buffer | null = null;
export function textFrame(text: string): Buffer {
  if (lastFrame !== null && text === lastText) return lastFrame;
  const n = Buffer.byteLength(text);
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(n, 6);
  }
  frame.write(text, head, 'utf8');
  lastText = text;
  lastFrame = frame;
  return frame;
}
