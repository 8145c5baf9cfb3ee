import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultValues, type OptionValue, optionFields, optionsFromValues } from '../lobby/schema-form.ts';
import { type GameInfo, PLAYABLE_BOT_LEVELS } from '../net/types.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { OptionsForm } from './OptionsForm.tsx';
import { useGames } from './useGames.ts';

/**
 * The part of a create form every kind of match shares: the game, its player count and its options. `page` is
 * what to show instead of the form while the games load, on an error, or for an unknown game.
 */
export function useMatchSetup(gameId: string, preferredPlayers: number) {
  const { t } = useTranslation();
  const { games, error } = useGames();
  const game = games?.find((g) => g.id === gameId) ?? null;
  const fields = useMemo(() => (game ? optionFields(game.options, game.defaults ?? {}) : []), [game]);
  const [players, setPlayers] = useState(0);
  const [values, setValues] = useState<Record<string, OptionValue>>({});

  useEffect(() => {
    if (!game) return;
    setValues(defaultValues(fields));
    setPlayers(Math.min(game.maxPlayers, Math.max(game.minPlayers, preferredPlayers)));
  }, [game, fields, preferredPlayers]);

  let page: ReactNode = null;
  if (error) page = <ErrorBox error={error} />;
  else if (!games) page = <p className="muted">{t('app.loading')}</p>;
  else if (!game) {
    page = (
      <div className="panel create">
        <p>{t('create.unknownGame')}</p>
        <a className="btn" href="#/">
          {t('create.back')}
        </a>
      </div>
    );
  }
  const setOption = (key: string, value: OptionValue) => setValues((prev) => ({ ...prev, [key]: value }));
  const options = optionsFromValues(fields, values);
  return { game, page, players, setPlayers, fields, values, setOption, options };
}

/** The player-count picker of a create form. */
export function PlayerCountField({
  game,
  players,
  onChange,
}: {
  game: GameInfo;
  players: number;
  onChange: (players: number) => void;
}) {
  const { t } = useTranslation();
  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);
  return (
    <label className="field">
      {t('create.playerCount')}
      <select value={players} onChange={(e) => onChange(Number(e.target.value))} data-testid="players">
        {counts.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The options fieldset of a create form, generated from the game's option schema. */
export function OptionsFieldset({
  game,
  setup,
}: {
  game: GameInfo;
  setup: Pick<ReturnType<typeof useMatchSetup>, 'fields' | 'values' | 'setOption'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('create.options')}</legend>
      {setup.fields.length === 0 && <p className="muted">{t('create.noOptions')}</p>}
      <OptionsForm
        fields={setup.fields}
        meta={game.optionsMeta ?? {}}
        values={setup.values}
        onChange={setup.setOption}
      />
    </fieldset>
  );
}

/** The bot choices of a seat picker, with values "bot:<level>". */
export function BotLevelOptions() {
  const { t } = useTranslation();
  return PLAYABLE_BOT_LEVELS.map((l) => (
    <option key={l} value={`bot:${l}`}>
      {t('create.bot')} — {t(`create.levels.${l}`)}
    </option>
  ));
}
