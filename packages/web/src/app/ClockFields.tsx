import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_CHOICES, describeClock } from '../match/table.ts';
import { type BotLevel, type ClockSpec, PLAYABLE_BOT_LEVELS, type TimeoutPolicy } from '../net/types.ts';

export interface ClockChoice {
  clock: ClockSpec;
  onTimeout: TimeoutPolicy;
}

/** The clock part of a create form's state: no clock by default; at zero a medium bot plays until the person is back. */
export function useClockChoice(): [ClockChoice, (c: ClockChoice) => void] {
  return useState<ClockChoice>({ clock: { kind: 'none' }, onTimeout: { action: 'bot', level: 'medium' } });
}

/** What a create body carries for a clock choice (nothing for no clock, so older servers are not bothered). */
export function clockBody(c: ClockChoice): { clock?: ClockSpec; onTimeout?: TimeoutPolicy } {
  return c.clock.kind === 'none' ? {} : { clock: c.clock, onTimeout: c.onTimeout };
}

/**
 * The turn clock of a new match (docs/protocol.md, "Tables that never strand"): none, per move, total + increment
 * or correspondence; and, with a clock, what happens at zero — a bot of the chosen level plays until the person is
 * back (default) or the person forfeits.
 */
export function ClockFields({ value, onChange }: { value: ClockChoice; onChange: (c: ClockChoice) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const current =
    CLOCK_CHOICES.find((c) => JSON.stringify(c.spec) === JSON.stringify(value.clock))?.value ?? 'none';
  const timed = value.clock.kind !== 'none';
  return (
    <fieldset data-testid="clock-fields">
      <legend>{t('table.clockLabel')}</legend>
      <label className="field">
        <span className="visually-hidden">{t('table.clockLabel')}</span>
        <select
          value={current}
          aria-describedby={hintId}
          onChange={(e) => {
            const choice = CLOCK_CHOICES.find((c) => c.value === e.target.value);
            if (choice) onChange({ ...value, clock: choice.spec });
          }}
          data-testid="clock"
        >
          {CLOCK_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {describeClock(c.spec, t)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted" id={hintId}>
        {t('table.clockHint')}
      </p>
      {timed && (
        <fieldset className="timeout-choice">
          <legend>{t('table.onTimeoutLabel')}</legend>
          {(['bot', 'forfeit'] as const).map((action) => (
            <label key={action} className="radio">
              <input
                type="radio"
                name="on-timeout"
                value={action}
                checked={value.onTimeout.action === action}
                onChange={() => onChange({ ...value, onTimeout: { ...value.onTimeout, action } })}
                data-testid={`timeout-${action}`}
              />
              {action === 'bot' ? t('table.timeoutBot') : t('table.timeoutForfeit')}
            </label>
          ))}
          <label className="field">
            {t('table.timeoutLevel')}
            <select
              value={value.onTimeout.level}
              onChange={(e) =>
                onChange({ ...value, onTimeout: { ...value.onTimeout, level: e.target.value as BotLevel } })
              }
              data-testid="timeout-level"
            >
              {PLAYABLE_BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`create.levels.${l}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
    </fieldset>
  );
}
