import { useModalFocus, useTexts } from '@potluck/web-kit';
import { type RefObject, useId, useRef } from 'react';
import { SETTINGS_TEXTS } from './settings-texts.ts';
import { playCue } from './sounds.ts';
import { REDUCE_CHOICES, SPEEDS, updateSettings, useTableSettings } from './table-settings.ts';
import './table-settings.css';

const REDUCE_LABEL = { system: 'reduceSystem', on: 'reduceOn', off: 'reduceOff' } as const;

/**
 * The table settings (issue 16 item 2), a modal dialog: animation speed, reduce motion (as on this device until
 * the player chooses) and sounds. Every change applies at once and is kept in this browser; focus stays inside
 * while it is open and goes back to the header's button when it closes (Done, Escape).
 */
export function TableSettingsDialog({
  onClose,
  back,
}: {
  onClose: () => void;
  back: RefObject<HTMLButtonElement | null>;
}) {
  const { tx } = useTexts(SETTINGS_TEXTS);
  const { settings, systemReduced } = useTableSettings();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, () => back.current);
  const id = useId();
  return (
    // A press beside the dialog keeps the focus inside; not a control of its own.
    // biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus loss of a pointer press
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}>
      <div
        ref={ref}
        className="dialog table-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
        data-testid="settings-dialog"
      >
        <h2 id={`${id}-title`}>{tx('title')}</h2>
        <fieldset aria-describedby={`${id}-speed`}>
          <legend>{tx('speed')}</legend>
          <p className="help" id={`${id}-speed`}>
            {tx('speedHelp')}
          </p>
          <div className="choices">
            {SPEEDS.map((speed) => (
              <label key={speed} className="choice">
                <input
                  type="radio"
                  name={`${id}-speed`}
                  value={speed}
                  checked={settings.speed === speed}
                  onChange={() => updateSettings({ speed })}
                  data-autofocus={settings.speed === speed ? true : undefined}
                  data-testid={`speed-${speed}`}
                />
                {tx(speed)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={`${id}-reduce`}>
          <legend>{tx('reduce')}</legend>
          <p className="help" id={`${id}-reduce`}>
            {tx('reduceHelp')}
          </p>
          <div className="choices">
            {REDUCE_CHOICES.map((choice) => (
              <label key={choice} className="choice">
                <input
                  type="radio"
                  name={`${id}-reduce`}
                  value={choice}
                  checked={settings.reduceMotion === choice}
                  onChange={() => updateSettings({ reduceMotion: choice })}
                  data-testid={`reduce-${choice}`}
                />
                {tx(REDUCE_LABEL[choice], { state: tx(systemReduced ? 'on' : 'off') })}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={`${id}-sounds`}>
          <legend>{tx('sounds')}</legend>
          <label className="choice">
            <input
              type="checkbox"
              checked={settings.sounds}
              onChange={(e) => {
                updateSettings({ sounds: e.target.checked });
                // a preview, on the player's own click
                if (e.target.checked) playCue('turn', true);
              }}
              data-testid="sounds"
            />
            {tx('soundsOn')}
          </label>
          <p className="help" id={`${id}-sounds`}>
            {tx('soundsHelp')}
          </p>
        </fieldset>
        <div className="row table-settings-end">
          <span className="muted">{tx('kept')}</span>
          <button type="button" className="btn primary" onClick={onClose} data-testid="settings-done">
            {tx('done')}
          </button>
        </div>
      </div>
    </div>
  );
}
