import { type ReactNode, useId, useRef, useState } from 'react';
import { useTexts } from '../texts.ts';
import { Hand } from './Hand.tsx';
import { WIDGET_TEXTS } from './widget-texts.ts';
import './SecretChoice.css';

type Key = string | number;

/** A seat in a secret choice: whether it has chosen. No value: the widget cannot show what it is not given. */
export interface ChoiceSeat {
  seat: number;
  name: string;
  chosen: boolean;
}

export interface SecretChoiceProps<V> {
  /** Our options (bid cards…), in the order shown. */
  options: readonly V[];
  keyOf: (option: V) => Key;
  /** Legal now (from the server's legal moves). */
  isLegal: (option: V) => boolean;
  renderOption: (option: V, legal: boolean) => ReactNode;
  /** An option's accessible name. */
  optionLabel: (option: V) => string;
  /** Our choice as sent (our own view shows it to us alone); null while choosing. */
  mine: V | null;
  /** We are to choose now. */
  active: boolean;
  /** A move is on its way. */
  busy?: boolean;
  /** Sends the choice (only after a pick and a confirm). */
  onConfirm: (option: V) => void;
  /** A tap on an option that is not legal now: the table says why. */
  onRefused?: (option: V) => void;
  /** Every seat's status: "chosen" or "waiting", never what. */
  seats: readonly ChoiceSeat[];
  hinted?: (option: V) => boolean;
  /** The heading ("Choose your secret bid"). */
  title: ReactNode;
  /** Texts replacing the kit's defaults ("Confirm", "chosen", "choosing…", "Your secret choice: {value}"). */
  texts?: {
    confirm?: string;
    chosen?: string;
    waiting?: string;
    yourChoice?: (option: V) => string;
  };
  optionClass?: (option: V) => string;
  optionTestId?: (option: V) => string;
  /** Shown for an option in the texts ("Picked: …", "Your secret choice: …"); the key unless given. */
  optionText?: (option: V) => string;
  testId?: string;
}

/**
 * A secret simultaneous choice (issue 20 item 1), such as a bid: pick an option (our hand of options, a `Hand`),
 * then confirm; nothing is sent before the confirm. Every seat shows only whether it has chosen — the widget
 * takes no other seat's value, so it cannot render one. After our choice, it shows ours (to us alone).
 *
 * Class and test-id contract: `section.secret-choice` (`data-testid` as given), the options as `Hand` cards
 * (`aria-pressed` on the picked one), the confirm button `[data-testid=secret-confirm]`, and per seat
 * `[data-testid=secret-seat-<seat>]` with `data-chosen`.
 */
export function SecretChoice<V>({
  options,
  keyOf,
  isLegal,
  renderOption,
  optionLabel,
  mine,
  active,
  busy = false,
  onConfirm,
  onRefused,
  seats,
  hinted,
  title,
  texts,
  optionClass,
  optionTestId,
  optionText,
  testId,
}: SecretChoiceProps<V>) {
  const { tx } = useTexts(WIDGET_TEXTS);
  const [picked, setPicked] = useState<Key | null>(null);
  const choosing = active && mine === null;
  const pick = choosing ? options.find((o) => keyOf(o) === picked && isLegal(o)) : undefined;
  const show = (o: V) => optionText?.(o) ?? String(keyOf(o));
  const mineKey = mine === null ? null : keyOf(mine);
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  return (
    <section ref={box} className="secret-choice" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      <Hand
        cards={options}
        keyOf={keyOf}
        isLegal={isLegal}
        renderFace={renderOption}
        label={(o) => optionLabel(o)}
        active={choosing}
        busy={busy}
        onPlay={(o) => setPicked(keyOf(o) === picked ? null : keyOf(o))}
        onRefused={onRefused}
        selected={(o) => keyOf(o) === (mineKey ?? (pick === undefined ? null : keyOf(pick)))}
        hinted={hinted}
        cardClass={optionClass}
        cardTestId={optionTestId}
        labelledBy={titleId}
        className="secret-options"
        testId="secret-options"
      />
      <div className="secret-confirm-row">
        {mine !== null ? (
          <p className="secret-mine" data-testid="secret-mine">
            {texts?.yourChoice?.(mine) ?? tx('yourChoice', { value: show(mine) })}
          </p>
        ) : (
          choosing && (
            <>
              <button
                type="button"
                className="btn primary secret-confirm"
                data-testid="secret-confirm"
                disabled={pick === undefined || busy}
                onClick={() => {
                  if (!pick) return;
                  // the confirm button goes with the choice: the focus stays on the card chosen
                  box.current?.querySelector<HTMLElement>('.hand-card[aria-pressed="true"]')?.focus();
                  setPicked(null);
                  onConfirm(pick);
                }}
              >
                {texts?.confirm ?? tx('confirm')}
              </button>
              <span className="muted" aria-live="polite">
                {pick === undefined ? tx('pickFirst') : tx('picked', { value: show(pick) })}
              </span>
            </>
          )
        )}
      </div>
      <ul className="secret-seats">
        {seats.map((s) => (
          <li key={s.seat} data-testid={`secret-seat-${s.seat}`} data-chosen={s.chosen ? 'true' : 'false'}>
            <span className="secret-seat-name">{s.name}</span>{' '}
            <span className={s.chosen ? 'secret-status chosen' : 'secret-status muted'}>
              {s.chosen ? `✓ ${texts?.chosen ?? tx('chosen')}` : (texts?.waiting ?? tx('waiting'))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
