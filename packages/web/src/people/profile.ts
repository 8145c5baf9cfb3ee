import i18next from 'i18next';
import { useState, useSyncExternalStore } from 'react';
import { isLocale } from '../i18n/detect.ts';
import { setLocale } from '../i18n/index.ts';
import { savedName, saveName } from '../net/session.ts';
import { type Me, type ProfilePatch, peopleApi } from './api.ts';

/**
 * This browser's profile (issue 15): created on the first visit (POST /api/me), kept by the server's HttpOnly
 * cookie. `me` is null while loading, after signing out or deleting the account (no new profile is made until the
 * person asks for one: `potluck.signedOut`).
 */
export interface ProfileState {
  ready: boolean;
  me: Me | null;
  error: unknown;
}

const SIGNED_OUT_KEY = 'potluck.signedOut';
let state: ProfileState = { ready: false, me: null, error: null };
const listeners = new Set<() => void>();

function set(next: Partial<ProfileState>): void {
  state = { ...state, ...next };
  // the create form and the lobby offer the profile's name for a seat
  if (next.me) saveName(next.me.name);
  for (const l of listeners) l();
}

export function useProfile(): ProfileState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/**
 * A name field (a new match's creator, an invite's guest): what the person typed, else their profile's name, else
 * the name last used here. The profile's name can arrive after the field is shown (on a first visit, opened from an
 * invite link, the profile is created then), and the field follows it until the person types.
 */
export function useNameField(): [string, (name: string) => void] {
  const [typed, setTyped] = useState<string | null>(null);
  const profileName = useProfile().me?.name;
  return [typed ?? profileName ?? savedName(), setTyped];
}

export function currentProfile(): Me | null {
  return state.me;
}

function flag(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_OUT_KEY, '1');
    else localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // storage unavailable
  }
}

function signedOutHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

function uiLanguage() {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

/** A profile's language is the interface language: signing in on another device brings it along. */
function applyLanguage(me: Me): void {
  if (me.language !== uiLanguage()) setLocale(me.language);
}

/** Makes a new profile for this browser, named as the person last called themselves here (else "Cook 1234"). */
export async function createProfile(): Promise<Me> {
  const name =
    savedName().trim() || i18next.t('people.defaultName', { n: 1000 + Math.floor(Math.random() * 9000) });
  const me = await peopleApi.create({ name, language: uiLanguage() });
  flag(false);
  set({ me, ready: true, error: null });
  return me;
}

let started = false;

/** On start: this browser's profile, created on the first visit. */
export function startProfile(): void {
  if (started) return;
  started = true;
  void (async () => {
    try {
      const me = await peopleApi.me();
      if (me) set({ me, ready: true });
      else if (signedOutHere()) set({ ready: true });
      else await createProfile();
    } catch (error) {
      set({ ready: true, error });
    }
  })();
  // the header's language switch is the profile's language too
  i18next.on('languageChanged', (lng) => {
    const me = state.me;
    if (me && isLocale(lng) && lng !== me.language) {
      void peopleApi.update({ language: lng }).then(
        (m) => set({ me: m }),
        () => {},
      );
    }
  });
}

export async function updateProfile(patch: ProfilePatch): Promise<Me> {
  const me = await peopleApi.update(patch);
  set({ me });
  applyLanguage(me);
  return me;
}

/** The WebAuthn ceremonies run in @simplewebauthn/browser, loaded only when a passkey is used. */
export async function addPasskey(): Promise<Me> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await peopleApi.passkeyOptions();
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  const me = await peopleApi.addPasskey(response);
  set({ me });
  return me;
}

export async function signInWithPasskey(): Promise<Me> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await peopleApi.signInOptions();
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  const me = await peopleApi.signIn(response);
  flag(false);
  set({ me, ready: true, error: null });
  applyLanguage(me);
  return me;
}

export async function signOut(): Promise<void> {
  await peopleApi.signOut();
  flag(true);
  set({ me: null });
}

export async function deleteAccount(): Promise<void> {
  await peopleApi.deleteAccount();
  flag(true);
  set({ me: null });
}

/** Is this a WebAuthn refusal (cancelled, timed out, not allowed) rather than a server error? */
export function passkeyCancelled(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
