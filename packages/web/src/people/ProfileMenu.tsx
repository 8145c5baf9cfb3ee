import { afterTableDrawn } from '@potluck/web-kit';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar.tsx';
import { startProfile, useProfile } from './profile.ts';
import './people-main.css';

/** The menu's contents and dialogs load when first opened (the lobby's script stays small). */
const ProfileLayer = lazy(() => import('./ProfileLayer.tsx').then((m) => ({ default: m.ProfileLayer })));

export type ProfileDialog = 'edit' | 'delete' | null;

/**
 * The header's profile button (issue 15): this browser's avatar and name; it opens a small menu to edit the
 * profile, add a passkey, sign in with one, sign out, or delete the account. The profile is created on the first
 * visit.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { me, ready } = useProfile();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<ProfileDialog>(null);
  const [notice, setNotice] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // on a table's page, once the table is drawn (content-gate.ts)
  useEffect(() => afterTableDrawn(startProfile), []);
  return (
    <div className="profile-menu">
      <button
        ref={button}
        type="button"
        className="profile-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="profile-button"
        disabled={!ready}
      >
        {me ? (
          <Avatar id={me.avatar} size={28} />
        ) : (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21 q8 -12 16 0 z" fill="currentColor" />
          </svg>
        )}
        <span className="profile-name" data-testid="profile-name">
          {me ? me.name : ready ? t('people.signIn') : '…'}
        </span>
        <span className="visually-hidden"> — {t('people.menu', { name: me?.name ?? '' })}</span>
      </button>
      <span className="visually-hidden" role="status">
        {notice}
      </span>
      {(open || dialog) && (
        <Suspense fallback={null}>
          <ProfileLayer
            panelId={panelId}
            open={open}
            dialog={dialog}
            button={button}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) button.current?.focus();
            }}
            onDialog={(d) => {
              setOpen(false);
              setDialog(d);
            }}
            onNotice={setNotice}
          />
        </Suspense>
      )}
    </div>
  );
}
