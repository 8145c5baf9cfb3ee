import { LOCALES, type Locale } from '@potluck/engine';
import { useModalFocus } from '@potluck/web-kit';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { isLocale, LOCALE_NAMES } from '../i18n/detect.ts';
import { clipName } from '../net/session.ts';
import { Avatar } from './Avatar.tsx';
import { AVATARS, type AvatarId } from './api.ts';
import type { ProfileDialog } from './ProfileMenu.tsx';
import {
  addPasskey,
  createProfile,
  deleteAccount,
  passkeyCancelled,
  passkeysSupported,
  signInWithPasskey,
  signOut,
  updateProfile,
  useProfile,
} from './profile.ts';
import './people.css';

interface LayerProps {
  panelId: string;
  open: boolean;
  dialog: ProfileDialog;
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus`: the focus goes back to the profile button. */
  onClose: (refocus: boolean) => void;
  onDialog: (d: ProfileDialog) => void;
  onNotice: (text: string) => void;
}

/** The profile menu's panel and its dialogs (edit, delete), a chunk of their own. */
export function ProfileLayer(props: LayerProps) {
  return (
    <>
      {props.open && <Panel {...props} />}
      {/* on the page's body: the header's colours and stacking are not the dialog's */}
      {props.dialog === 'edit' && createPortal(<EditDialog {...props} />, document.body)}
      {props.dialog === 'delete' && createPortal(<DeleteDialog {...props} />, document.body)}
    </>
  );
}

/** A disclosure under the button (not a modal): Escape or a click elsewhere closes it. */
function Panel({ panelId, button, onClose, onDialog, onNotice }: LayerProps) {
  const { t } = useTranslation();
  const { me } = useProfile();
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus();
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!ref.current?.contains(target) && !button.current?.contains(target)) closeRef.current(false);
    };
    // Escape, from inside the menu or on its button, closes it and puts the focus on the button
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as Node;
      const inside = ref.current?.contains(target) || button.current?.contains(target);
      if (e.key !== 'Escape' || !(inside || target === document.body)) return;
      e.preventDefault();
      closeRef.current(true);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [button]);

  const run = (fn: () => Promise<string>) => async () => {
    // the pressed button is disabled while the passkey dialog runs: the focus comes back to it after
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const text = await fn();
      setStatus(text);
      onNotice(text);
    } catch (e) {
      if (passkeyCancelled(e)) setStatus(t('people.passkeyCancelled'));
      else setError(e);
    } finally {
      setBusy(false);
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) {
          if (back?.isConnected && !back.matches(':disabled')) back.focus();
          else ref.current?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus();
        }
      }, 0);
    }
  };
  const supported = passkeysSupported();

  return (
    <div ref={ref} id={panelId} className="profile-panel" data-testid="profile-panel">
      {me ? (
        <>
          <div className="profile-head">
            <Avatar id={me.avatar} size={44} />
            <div>
              <strong>{me.name}</strong>
              <p className="muted small-text" data-testid="passkey-status">
                {me.passkeys > 0 ? t('people.passkeys', { count: me.passkeys }) : t('people.guestNote')}
              </p>
            </div>
          </div>
          <ul className="profile-actions">
            <li>
              <a
                className="btn small"
                href={href({ name: 'player', playerId: me.id })}
                onClick={() => onClose(false)}
                data-testid="my-profile"
              >
                {t('people.myProfile')}
              </a>
            </li>
            <li>
              <button
                type="button"
                className="btn small"
                onClick={() => onDialog('edit')}
                data-testid="edit-profile"
              >
                {t('people.edit')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="btn small"
                disabled={busy || !supported}
                onClick={run(async () => {
                  await addPasskey();
                  return t('people.passkeyAdded');
                })}
                data-testid="add-passkey"
                aria-describedby={`${panelId}-passkey-hint`}
              >
                {t('people.addPasskey')}
              </button>
              <p className="muted small-text" id={`${panelId}-passkey-hint`}>
                {supported ? t('people.addPasskeyHint') : t('people.passkeyUnsupported')}
              </p>
            </li>
            <li>
              <SignInButton busy={busy} supported={supported} run={run} />
            </li>
            {me.passkeys > 0 && (
              <li>
                <button
                  type="button"
                  className="btn small"
                  disabled={busy}
                  onClick={run(async () => {
                    await signOut();
                    return t('people.signedOutNote');
                  })}
                  data-testid="sign-out"
                >
                  {t('people.signOut')}
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className="btn small danger"
                disabled={busy}
                onClick={() => onDialog('delete')}
                data-testid="delete-account"
              >
                {t('people.deleteAccount')}
              </button>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>{t('people.signedOutNote')}</p>
          <ul className="profile-actions">
            <li>
              <SignInButton busy={busy} supported={supported} run={run} />
            </li>
            <li>
              <button
                type="button"
                className="btn small"
                disabled={busy}
                onClick={run(async () => {
                  const m = await createProfile();
                  return t('people.signedIn', { name: m.name });
                })}
                data-testid="new-profile"
              >
                {t('people.newProfile')}
              </button>
            </li>
          </ul>
        </>
      )}
      <p role="status" className="profile-status" data-testid="profile-status">
        {status}
      </p>
      <ErrorBox error={error} onDismiss={() => setError(null)} />
    </div>
  );
}

function SignInButton({
  busy,
  supported,
  run,
}: {
  busy: boolean;
  supported: boolean;
  run: (fn: () => Promise<string>) => () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn small"
      disabled={busy || !supported}
      onClick={run(async () => {
        const m = await signInWithPasskey();
        return t('people.signedIn', { name: m.name });
      })}
      data-testid="sign-in-passkey"
    >
      {t('people.signInPasskey')}
    </button>
  );
}

/** Edit the name, avatar and language: a modal form (focus kept inside, given back to the profile button). */
function EditDialog({ button, onDialog, onNotice }: LayerProps) {
  const { t } = useTranslation();
  const { me } = useProfile();
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [name, setName] = useState(me?.name ?? '');
  const [avatar, setAvatar] = useState<AvatarId>(me?.avatar ?? 'dumpling');
  const [language, setLanguage] = useState<Locale>(me?.language ?? 'en');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useModalFocus(ref, () => button.current);
  const close = () => onDialog(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const clipped = clipName(name);
      await updateProfile({ ...(clipped ? { name: clipped } : {}), avatar, language });
      onNotice(t('people.saved'));
      close();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <form
        ref={ref}
        className="dialog profile-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
        data-testid="profile-dialog"
      >
        <h2 id={titleId}>{t('people.editTitle')}</h2>
        <label className="field">
          {t('people.name')}
          <input
            type="text"
            value={name}
            maxLength={40}
            required
            onChange={(e) => setName(e.target.value)}
            autoComplete="nickname"
            data-autofocus
            data-testid="profile-name-input"
          />
        </label>
        <fieldset className="avatar-choice">
          <legend>{t('people.avatar')}</legend>
          {AVATARS.map((a) => (
            <label key={a} className={a === avatar ? 'chosen' : undefined}>
              <input
                type="radio"
                name="avatar"
                value={a}
                checked={a === avatar}
                onChange={() => setAvatar(a)}
                data-testid={`avatar-${a}`}
              />
              <Avatar id={a} size={40} />
              <span>{t(`people.avatars.${a}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          {t('people.language')}
          <select
            value={language}
            onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
            data-testid="profile-language"
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <ErrorBox error={error} onDismiss={() => setError(null)} />
        <div className="row">
          <button type="submit" className="btn primary" disabled={busy} data-testid="profile-save">
            {t('people.save')}
          </button>
          <button type="button" className="btn" onClick={close}>
            {t('people.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** "Delete my account", confirmed: the focus starts on Cancel and returns to the profile button. */
function DeleteDialog({ button, onDialog, onNotice }: LayerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useModalFocus(ref, () => button.current);
  const close = () => onDialog(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      onNotice(t('people.deleted'));
      close();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
        data-testid="delete-dialog"
      >
        <h2 id={titleId}>{t('people.deleteTitle')}</h2>
        <p id={textId}>{t('people.deleteText')}</p>
        <ErrorBox error={error} onDismiss={() => setError(null)} />
        <div className="row">
          <button
            type="button"
            className="btn danger"
            disabled={busy}
            onClick={confirm}
            data-testid="delete-yes"
          >
            {t('people.deleteConfirm')}
          </button>
          <button type="button" className="btn" onClick={close} data-autofocus data-testid="delete-no">
            {t('people.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
