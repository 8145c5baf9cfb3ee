import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { saveName } from '../net/session.ts';
import type { BotLevel, SeatSpec } from '../net/types.ts';
import { useNameField } from '../people/profile.ts';
import { RatedField } from '../people/RatedField.tsx';
import { createAndOpen } from './actions.ts';
import { ClockFields, clockBody, useClockChoice } from './ClockFields.tsx';
import { ErrorBox } from './ErrorBox.tsx';
import { BotLevelOptions, OptionsFieldset, PlayerCountField, useMatchSetup } from './MatchSetup.tsx';
import { href } from './route.ts';
import { useTitle } from './title.ts';

/** Seat choice values: "human" or "bot:<level>". */
const seatValue = (s: SeatSpec) => (s.kind === 'human' ? 'human' : `bot:${s.level}`);
const parseSeat = (v: string): SeatSpec =>
  v.startsWith('bot:') ? { kind: 'bot', level: v.slice(4) as BotLevel } : { kind: 'human' };

export function CreateMatch({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const setup = useMatchSetup(gameId, 4);
  const { game, players } = setup;
  const [name, setName] = useNameField();
  const [seats, setSeats] = useState<SeatSpec[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [clock, setClock] = useClockChoice();
  const [rated, setRated] = useState(false);
  useTitle(game ? t('create.title', { game: loc(game.names) }) : null);

  useEffect(() => {
    // Seat 0 is the creator; new seats default to medium bots.
    setSeats((prev) =>
      Array.from({ length: players }, (_, i) =>
        i === 0 ? { kind: 'human' } : (prev[i] ?? { kind: 'bot', level: 'medium' }),
      ),
    );
  }, [players]);

  if (!game) return setup.page;

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
        options: setup.options,
        seats,
        seat: 0,
        name: finalName,
        ...clockBody(clock),
        ...(rated && clock.clock.kind !== 'none' ? { rated: true } : {}),
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

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
        <PlayerCountField game={game} players={players} onChange={setup.setPlayers} />
      </fieldset>
      <OptionsFieldset game={game} setup={setup} />
      <ClockFields value={clock} onChange={setClock} />
      <RatedField rated={rated} timed={clock.clock.kind !== 'none'} onChange={setRated} />
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
                  <BotLevelOptions />
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
