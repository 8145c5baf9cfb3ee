import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { BotLevelOptions, OptionsFieldset, PlayerCountField, useMatchSetup } from '../app/MatchSetup.tsx';
import { href } from '../app/route.ts';
import { useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import type { BotLevel } from '../net/types.ts';
import { createShared } from './actions.ts';
import { planShared, resizeRows, type SharedSeatRow } from './setup.ts';

/** The create form of a shared-screen match: every seat a person at this screen (with a name) or a bot. */
export function CreateShared({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const setup = useMatchSetup(gameId, 3);
  const { game, players } = setup;
  const [rows, setRows] = useState<SharedSeatRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useTitle(game ? t('shared.title', { game: loc(game.names) }) : null);

  useEffect(() => setRows((prev) => resizeRows(prev, players)), [players]);

  if (!game) return setup.page;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const planned = planShared(rows, (n) => t('shared.defaultName', { n }));
    if (!planned.ok) {
      setFormError(
        planned.error === 'NO_LOCAL' ? t('shared.noLocal') : t('shared.sameName', { name: planned.name }),
      );
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      await createShared(game.id, players, setup.options, planned.plan);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  const setRow = (i: number, row: SharedSeatRow) =>
    setRows((prev) => prev.map((p, j) => (j === i ? row : p)));

  return (
    <form
      className="panel create"
      onSubmit={submit}
      aria-labelledby="create-title"
      data-testid="create-shared"
    >
      <h1 id="create-title">{t('shared.title', { game: loc(game.names) })}</h1>
      <p className="muted">{t('shared.intro')}</p>
      <fieldset>
        <PlayerCountField game={game} players={players} onChange={setup.setPlayers} />
      </fieldset>
      <fieldset>
        <legend>{t('create.seats')}</legend>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
          <div className="seat-row" key={i}>
            <label htmlFor={`seat-${i}`}>{t('create.seat', { n: i + 1 })}</label>
            <select
              id={`seat-${i}`}
              data-testid={`seat-${i}`}
              value={r.kind === 'local' ? 'local' : `bot:${r.level}`}
              onChange={(e) => {
                const v = e.target.value;
                setRow(
                  i,
                  v.startsWith('bot:')
                    ? { kind: 'bot', level: v.slice(4) as BotLevel }
                    : { kind: 'local', name: '' },
                );
              }}
            >
              <option value="local">{t('shared.local')}</option>
              <BotLevelOptions />
            </select>
            {r.kind === 'local' && (
              <input
                type="text"
                value={r.name}
                maxLength={40}
                placeholder={t('shared.defaultName', { n: i + 1 })}
                aria-label={t('shared.nameOf', { n: i + 1 })}
                onChange={(e) => setRow(i, { kind: 'local', name: e.target.value })}
                data-testid={`name-${i}`}
              />
            )}
          </div>
        ))}
      </fieldset>
      <OptionsFieldset game={game} setup={setup} />
      {formError && (
        <p className="error-box" role="alert" data-testid="shared-form-error">
          {formError}
        </p>
      )}
      <ErrorBox error={error} onDismiss={() => setError(null)} />
      <div className="row" style={{ marginTop: 12 }}>
        <button type="submit" className="btn primary big" disabled={busy} data-testid="create">
          {busy ? t('home.creating') : t('shared.create')}
        </button>
        <a className="btn" href={href({ name: 'new', gameId: game.id })}>
          {t('create.title', { game: loc(game.names) })}
        </a>
        <a className="btn" href="#/">
          {t('create.back')}
        </a>
      </div>
    </form>
  );
}
