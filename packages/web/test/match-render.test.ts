import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';
import { EventLog } from '../src/match/parts.tsx';
import { urgentChange } from '../src/match/useMatch.ts';
import type { LoggedEvent, MatchSnapshot } from '../src/net/connection.ts';

describe('a live table: what is drawn at once and what is described', () => {
  const base = { pending: false, error: null, fatal: null, version: 3 } as unknown as MatchSnapshot;

  it('a change of what the seat may do is urgent; another seat’s move or the clocks are not', () => {
    expect(urgentChange(base, { ...base, pending: true })).toBe(true);
    expect(urgentChange(base, { ...base, error: { code: 'X' } } as unknown as MatchSnapshot)).toBe(true);
    expect(urgentChange(base, { ...base, fatal: { code: 'X' } } as unknown as MatchSnapshot)).toBe(true);
    expect(urgentChange(base, { ...base, version: 4 })).toBe(false);
  });

  it('the log describes each event with the event before it, in order', () => {
    initI18n('en');
    const log = [1, 2, 3].map((n) => ({ key: n, event: { type: 'n', n } })) as unknown as LoggedEvent[];
    const seen: unknown[] = [];
    const describe = (event: unknown, ctx: { previous?: unknown }) => {
      seen.push(ctx.previous);
      return [`event ${(event as { n: number }).n}`];
    };
    const html = renderToStaticMarkup(
      createElement(EventLog, {
        log,
        describe: describe as never,
        ctx: { match: {}, you: 0, names: ['A', 'B'], frame: null } as never,
      }),
    );
    expect([...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual([
      'event 1',
      'event 2',
      'event 3',
    ]);
    expect(seen).toEqual([undefined, log[0].event, log[1].event]);
  });
});
