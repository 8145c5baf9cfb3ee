import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { defaultValues, type OptionValue, optionFields, optionsFromValues } from '../lobby/schema-form.ts';
import { savedName, saveName } from '../net/session.ts';
import { type BotLevel, PLAYABLE_BOT_LEVELS, type SeatSpec } from '../net/types.ts';
import { createAndOpen } from './actions.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { OptionsForm } from './OptionsForm.tsx';
import { href } from './route.ts';
import { useGames } from './useGames.ts';

/** Seat choice values: "human" or "bot:<level>". */
const seatValue = (s: SeatSpec) => (s.kind === 'human' ? 'human' : `bot:${s.level}`);
const parseSeat = (v: string): SeatSpec =>
  v.startsWith('bot:') ? { kind: 'bot', level: v.slice(4) as BotLevel } : { kind: 'human' };

export function CreateMatch({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const { games, error: gamesError } = useGames();
  const game = games?.find((g) => g.id === gameId) ?? null;
  const fields = useMemo(() => (game ? optionFields(game.options, game.defaults ?? {}) : []), [game]);

  const [name, setName] = useState(savedName);
  const [players, setPlayers] = useState(0);
  const [values, setValues] = useState<Record<string, OptionValue>>({});
  const [seats, setSeats] = useState<SeatSpec[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!game) return;
    setValues(defaultValues(fields));
    const n = Math.min(game.maxPlayers, Math.max(game.minPlayers, 4));
    setPlayers(n);
  }, [game, fields]);

  useEffect(() => {
    // Seat 0 is the creator; new seats default to medium bots.
    setSeats((prev) =>
      Array.from({ length: players }, (_, i) =>
        i === 0 ? { kind: 'human' } : (prev[i] ?? { kind: 'bot', level: 'medium' }),
      ),
    );
  }, [players]);

  if (gamesError) return <ErrorBox error={gamesError} />;
  if (!games) return <p className="muted">{t('app.loading')}</p>;
  if (!game) {
    return (
      <div className="panel create">
        <p>{t('create.unknownGame')}</p>
        <a className="btn" href="#/">
          {t('create.back')}
        </a>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const finalName = name.trim() || t('create.namePlaceholder');
    saveName(name);
    try {
      await createAndOpen({
        game: game.id,
        players,
        options: optionsFromValues(fields, values),
        seats,
        seat: 0,
        name: finalName,
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);

  return (
    <form className="panel create" onSubmit={submit} aria-labelledby="create-title">
      <h1 id="create-title">{t('create.title', { game: loc(game.names) })}</h1>
      <fieldset>
        <label className="field">
          {t('create.yourName')}
          <input
            type="text"
            value={name}
            maxLength={40}
            placeholder={t('create.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            autoComplete="nickname"
          />
        </label>
        <label className="field">
          {t('create.playerCount')}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} data-testid="players">
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('create.options')}</legend>
        {fields.length === 0 && <p className="muted">{t('create.noOptions')}</p>}
        <OptionsForm
          fields={fields}
          meta={game.optionsMeta ?? {}}
          values={values}
          onChange={(k, v) => setValues((prev) => ({ ...prev, [k]: v }))}
        />
      </fieldset>
      <fieldset>
        <legend>{t('create.seats')}</legend>
        {seats
          .map((s, i) => ({ s, i }))
          .map(({ s, i }) => (
            <div className="seat-row" key={i}>
              {i === 0 ? (
                <span>{t('create.seat', { n: i + 1 })}</span>
              ) : (
                <label htmlFor={`seat-${i}`}>{t('create.seat', { n: i + 1 })}</label>
              )}
              {i === 0 ? (
                <strong>{t('create.you')}</strong>
              ) : (
                <select
                  id={`seat-${i}`}
                  data-testid={`seat-${i}`}
                  value={seatValue(s)}
                  onChange={(e) => {
                    const v = parseSeat(e.target.value);
                    setSeats((prev) => prev.map((p, j) => (j === i ? v : p)));
                  }}
                >
                  <option value="human">{t('create.human')}</option>
                  {PLAYABLE_BOT_LEVELS.map((l) => (
                    <option key={l} value={`bot:${l}`}>
                      {t('create.bot')} — {t(`create.levels.${l}`)}
                    </option>
                  ))}
                </select>
              )}
            </div>
          ))}
      </fieldset>
      <ErrorBox error={error} onDismiss={() => setError(null)} />
      <div className="row" style={{ marginTop: 12 }}>
        <button type="submit" className="btn primary big" disabled={busy} data-testid="create">
          {busy ? t('home.creating') : t('create.create')}
        </button>
        <a
          className="btn"
          href={href({ name: 'newShared', gameId: game.id })}
          title={t('shared.playHereHint')}
          data-testid="play-shared"
        >
          {t('shared.playHere')}
        </a>
        <a className="btn" href="#/">
          {t('create.back')}
        </a>
      </div>
    </form>
  );
}
