import { afterEach, describe, expect, it } from 'vitest';
import { guardOptions, parseTrustProxy } from '../src/commands/serve-options.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('serve options from flags and the environment', () => {
  it('--trust-proxy: true/false, a hop count, or the proxies’ addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
  });

  it('each flag falls back to its variable; the command decides the log format unless told', () => {
    process.env.POTLUCK_TRUST_PROXY = '1';
    process.env.POTLUCK_ALLOWED_ORIGINS = 'https://a.example, https://b.example';
    process.env.POTLUCK_OPERATOR_TOKEN = 'op';
    const o = guardOptions({ wsPerAddress: '7', readRate: '100' }, 'json');
    expect(o).toMatchObject({
      trustProxy: 1,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      wsPerAddress: 7,
      operatorToken: 'op',
      readRate: { get: { max: 100, windowMs: 10_000 }, replay: { max: 20, windowMs: 10_000 } },
      logger: { level: 'info' },
    });
    expect(guardOptions({ trustProxy: 'false' }, 'json').trustProxy).toBe(false);
    expect((guardOptions({}, 'pretty').logger as { stream?: unknown }).stream).toBeDefined();
    process.env.POTLUCK_LOG_FORMAT = 'json';
    expect(
      (guardOptions({ quiet: true }, 'pretty').logger as { stream?: unknown; level: string }).stream,
    ).toBeUndefined();
    expect(() => guardOptions({ logFormat: 'xml' }, 'json')).toThrow(/pretty or json/);
  });
});
