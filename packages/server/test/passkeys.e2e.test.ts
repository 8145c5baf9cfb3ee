/**
 * Passkeys in a real browser (issue 15): Debian's Chromium with the DevTools virtual authenticator registers a
 * passkey for this browser's profile, signs out, and signs in from a fresh browser context holding the same passkey
 * (as a synced passkey would be): the same profile and matches, and the fresh context's guest matches move to it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, loadGames, startServer, type TestServer } from './helpers.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const games = await loadGames();
let ts: TestServer;
let browser: Browser;
let web: string;
let origin: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'potluck-passkeys-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>potluck</title><div id="root"></div>');
  ts = await startServer(games, { webRoot: web });
  // a passkey's relying party is a domain name, never an IP address: the page is opened as localhost
  origin = ts.url.replace('127.0.0.1', 'localhost');
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await ts?.close();
  rmSync(web, { recursive: true, force: true });
});

/** A page at the server's origin with a virtual platform authenticator (user verification succeeds). */
async function device(ctx: BrowserContext): Promise<{ page: Page; authenticator: string; cdp: Json }> {
  const page = await ctx.newPage();
  await page.goto(`${origin}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, authenticator: authenticatorId, cdp };
}

/** fetch from the page (its cookies, its origin). */
function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    [method, path, body] as const,
  );
}

describe('passkeys in Chromium (virtual authenticator)', () => {
  it('register, sign out, sign in from a fresh context: the same profile and matches', async () => {
    const game = games[0];
    const ctxA = await browser.newContext();
    const a = await device(ctxA);
    const me = (await call(a.page, 'POST', '/api/me', { name: 'Mei', language: 'zh-Hans', avatar: 'tofu' }))
      .body.player;
    const created = await call(a.page, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      name: 'Mei',
    });
    expect(created.status).toBe(201);
    // the session cookie is HttpOnly: scripts never see it
    expect(await a.page.evaluate(() => document.cookie)).toBe('');

    const options = (await call(a.page, 'POST', '/api/me/passkeys/options', {})).body;
    expect(options.rp.id).toBe('localhost');
    const registration = await a.page.evaluate(async (json) => {
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json);
      const cred = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
      return cred.toJSON();
    }, options);
    const added = await call(a.page, 'POST', '/api/me/passkeys', { response: registration });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.player).toMatchObject({ id: me.id, passkeys: 1 });
    // the same response again: its challenge was used up
    const replayed = await call(a.page, 'POST', '/api/me/passkeys', { response: registration });
    expect(replayed.body.code).toBe('PASSKEY_FAILED');

    expect((await call(a.page, 'DELETE', '/api/session')).status).toBe(200);
    expect((await call(a.page, 'GET', '/api/me')).body).toEqual({ player: null });

    // the passkey, as a synced passkey would be, on another device: a fresh context with its own authenticator
    const { credentials } = await a.cdp.send('WebAuthn.getCredentials', { authenticatorId: a.authenticator });
    expect(credentials).toHaveLength(1);
    const ctxB = await browser.newContext();
    const b = await device(ctxB);
    await b.cdp.send('WebAuthn.addCredential', {
      authenticatorId: b.authenticator,
      credential: credentials[0],
    });
    // first visit there: a guest profile, which plays a match before signing in
    const guest = (await call(b.page, 'POST', '/api/me', { name: 'guest' })).body.player;
    expect(guest.id).not.toBe(me.id);
    const guestMatch = await call(b.page, 'POST', '/api/matches', { game: game.id, players: 2, seat: 1 });

    const authOptions = (await call(b.page, 'POST', '/api/session/options', {})).body;
    const assertion = await b.page.evaluate(async (json) => {
      const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json);
      const cred = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
      return cred.toJSON();
    }, authOptions);
    const signedIn = await call(b.page, 'POST', '/api/session', { response: assertion });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.player).toMatchObject({
      id: me.id,
      name: 'Mei',
      avatar: 'tofu',
      language: 'zh-Hans',
    });
    expect((await call(b.page, 'GET', '/api/me')).body.player.id).toBe(me.id);
    const mine = (await call(b.page, 'GET', '/api/me/matches')).body;
    expect(mine.playing.map((m: Json) => m.id).sort()).toEqual(
      [created.body.match.id, guestMatch.body.match.id].sort(),
    );
    // the guest profile went into the account
    expect((await call(b.page, 'GET', `/api/players/${guest.id}`)).body.code).toBe('PLAYER_NOT_FOUND');
    // an assertion is good once
    expect((await call(b.page, 'POST', '/api/session', { response: assertion })).body.code).toBe(
      'PASSKEY_FAILED',
    );
    await ctxA.close();
    await ctxB.close();
  });
});
