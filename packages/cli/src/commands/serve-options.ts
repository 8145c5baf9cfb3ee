import type { ServerOptions } from '@potluck/server';
import type { Command } from 'commander';
import { shortLines } from '../log-lines.ts';

/** The flags of `serve` (and `start`) about who may connect, how often, and how the server logs. */
export interface GuardFlags {
  trustProxy?: string;
  allowedOrigins?: string;
  wsPerAddress?: string;
  readRate?: string;
  operatorToken?: string;
  logFormat?: string;
  quiet?: boolean;
}

/**
 * `--trust-proxy` / `POTLUCK_TRUST_PROXY`: `true`/`false`, a number of proxy hops, or a comma-separated list of
 * the proxies' addresses or CIDRs (e.g. `10.0.0.0/8`); unset = false (X-Forwarded-For is ignored).
 */
export function parseTrustProxy(value: string | undefined): ServerOptions['trustProxy'] {
  const v = value?.trim();
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * The server options these flags set, each flag falling back to its environment variable. `defaultLog` is the
 * command's log format: `pretty` (short lines, `npm start`) or `json` (one JSON object a line, for production).
 */
export function guardOptions(
  flags: GuardFlags,
  defaultLog: 'pretty' | 'json',
): Pick<
  ServerOptions,
  'trustProxy' | 'allowedOrigins' | 'wsPerAddress' | 'readRate' | 'operatorToken' | 'logger'
> {
  const env = process.env;
  const ws = flags.wsPerAddress ?? env.POTLUCK_WS_PER_ADDRESS;
  const reads = flags.readRate ?? env.POTLUCK_READ_RATE;
  const format = flags.logFormat ?? env.POTLUCK_LOG_FORMAT ?? defaultLog;
  if (format !== 'pretty' && format !== 'json')
    throw new Error(`--log-format: pretty or json, not ${format}`);
  const level = flags.quiet ? 'warn' : 'info';
  return {
    trustProxy: parseTrustProxy(flags.trustProxy ?? env.POTLUCK_TRUST_PROXY),
    allowedOrigins: list(flags.allowedOrigins ?? env.POTLUCK_ALLOWED_ORIGINS),
    wsPerAddress: ws !== undefined ? Number(ws) : undefined,
    // replays get a fifth of the GETs (they are the dearest read)
    readRate:
      reads !== undefined
        ? {
            get: { max: Number(reads), windowMs: 10_000 },
            replay: { max: Math.ceil(Number(reads) / 5), windowMs: 10_000 },
          }
        : undefined,
    operatorToken: flags.operatorToken ?? env.POTLUCK_OPERATOR_TOKEN ?? undefined,
    logger: format === 'pretty' ? { level, stream: shortLines() } : { level },
  };
}

/** Adds the flags above to a command. */
export function addGuardFlags(cmd: Command): Command {
  return cmd
    .option(
      '--trust-proxy <value>',
      "behind a load balancer: true, a hop count, or the proxies' addresses/CIDRs, so limits and logs see the real client (or $POTLUCK_TRUST_PROXY)",
    )
    .option(
      '--allowed-origins <list>',
      'comma-separated origins besides the serving one whose pages may open the WebSocket (or $POTLUCK_ALLOWED_ORIGINS)',
    )
    .option('--ws-per-address <n>', 'open WebSockets per client address (default 50; 0 = unlimited)')
    .option(
      '--read-rate <n>',
      'GETs (API, pages, WebSocket upgrades) per 10 s per client address; replays n/5 (default 300; 0 = unlimited)',
    )
    .option(
      '--operator-token <token>',
      'enables GET /api/metrics for this bearer token (or $POTLUCK_OPERATOR_TOKEN)',
    )
    .option('--log-format <format>', 'pretty (short lines) or json (or $POTLUCK_LOG_FORMAT)');
}
