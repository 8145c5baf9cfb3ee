import { describe, expect, it } from 'vitest';
import { socketUrl } from '../src/net/api.ts';

describe('socketUrl', () => {
  it('names the match in the query, so a load balancer can send a match to one node (docs/deploy.md)', () => {
    expect(socketUrl('abc', { href: 'http://127.0.0.1:3000/#/m/abc' })).toBe(
      'ws://127.0.0.1:3000/ws?match=abc',
    );
    // under a path prefix and over TLS; an id is escaped as a query value
    expect(socketUrl('a b&c', { href: 'https://play.example/potluck/#/m/x' })).toBe(
      'wss://play.example/potluck/ws?match=a%20b%26c',
    );
  });
});
