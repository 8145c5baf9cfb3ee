import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from './profile.ts';

/**
 * Rated or casual (issue 15): a rated match needs a clock and a profile; when it cannot be rated the choice is
 * disabled and says why (and falls back to casual).
 */
export function RatedField({
  rated,
  timed,
  onChange,
}: {
  rated: boolean;
  timed: boolean;
  onChange: (rated: boolean) => void;
}) {
  const { t } = useTranslation();
  const { me } = useProfile();
  const hintId = useId();
  const name = useId();
  const why = !timed ? t('people.ratedNeedsClock') : !me ? t('people.ratedNeedsProfile') : null;
  useEffect(() => {
    if (why && rated) onChange(false);
  }, [why, rated, onChange]);
  return (
    <fieldset className="rated-choice" data-testid="rated-fields">
      <legend>{t('people.ratedLabel')}</legend>
      <label className="radio">
        <input
          type="radio"
          name={name}
          checked={!rated}
          onChange={() => onChange(false)}
          data-testid="casual"
        />
        {t('people.casualChoice')}
      </label>
      <label className="radio">
        <input
          type="radio"
          name={name}
          checked={rated}
          disabled={why !== null}
          aria-describedby={hintId}
          onChange={() => onChange(true)}
          data-testid="rated"
        />
        {t('people.ratedChoice')}
      </label>
      <p className="muted" id={hintId} data-testid="rated-hint">
        {why ?? t('people.ratedHint')}
      </p>
    </fieldset>
  );
}
