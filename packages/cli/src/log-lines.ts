import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every pino line has, or that a short line shows in its own way. */
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

const clock = (t: unknown) => new Date(typeof t === 'number' ? t : Date.now()).toTimeString().slice(0, 8);

/**
 * A pino destination that prints short lines for a person (what `npm start` shows) instead of JSON:
 * `20:31:02 GET /api/matches 200 2 ms` once per request (when it completes), `20:31:05 match created game=…`
 * for other messages, with WARN/ERROR in front when it is one. Lines it cannot parse pass through unchanged.
 */
export function shortLines(out: NodeJS.WritableStream = process.stdout): Writable {
  // the request line of each request still in flight (Fastify logs method and URL when it starts)
  const started = new Map<string, string>();
  let rest = '';
  const line = (text: string): string | null => {
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(text);
    } catch {
      return text;
    }
    const level = LEVELS[o.level as number];
    const head = `${clock(o.time)}${level ? ` ${level}` : ''}`;
    const id = String(o.reqId ?? '');
    const req = o.req as { method?: string; url?: string } | undefined;
    if (o.msg === 'incoming request' && req) {
      if (started.size > 1000) started.clear();
      started.set(id, `${req.method} ${req.url}`);
      return null;
    }
    if (o.msg === 'request completed') {
      const what = started.get(id) ?? 'request';
      started.delete(id);
      const status = (o.res as { statusCode?: number } | undefined)?.statusCode;
      return `${head} ${what} ${status ?? ''} ${Math.round(Number(o.responseTime ?? 0))} ms`;
    }
    const fields = Object.entries(o)
      .filter(([k]) => !SKIP.has(k))
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    return [head, String(o.msg ?? ''), ...fields].join(' ');
  };
  return new Writable({
    write(chunk, _enc, cb) {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      const shown = lines.filter((l) => l !== '').map(line);
      const text = shown.filter((l) => l !== null).join('\n');
      if (text === '') cb();
      else out.write(`${text}\n`, () => cb());
    },
  });
}
