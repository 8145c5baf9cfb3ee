import type { OptionMeta } from '@potluck/engine';
import { useLocale } from '../i18n/index.ts';
import { type OptionField, type OptionValue, parseFieldInput } from '../lobby/schema-form.ts';

/** The option controls of a game, generated from its JSON Schema fields and labelled by its optionsMeta. */
export function OptionsForm({
  fields,
  meta,
  values,
  onChange,
}: {
  fields: readonly OptionField[];
  meta: Readonly<Record<string, OptionMeta>>;
  values: Readonly<Record<string, OptionValue>>;
  onChange: (key: string, value: OptionValue) => void;
}) {
  const { loc } = useLocale();
  return (
    <>
      {fields.map((f) => {
        const m = meta[f.key];
        const label = m ? loc(m.label) : f.key;
        const help = m?.help ? loc(m.help) : null;
        const id = `opt-${f.key}`;
        const helpId = help ? `${id}-help` : undefined;
        const value = values[f.key] ?? f.default;
        if (f.kind === 'boolean') {
          return (
            <label key={f.key} className="field" htmlFor={id}>
              <span className="row">
                <input
                  id={id}
                  type="checkbox"
                  checked={value === true}
                  aria-describedby={helpId}
                  onChange={(e) => onChange(f.key, e.target.checked)}
                />
                {label}
              </span>
              {help && (
                <span className="help" id={helpId}>
                  {help}
                </span>
              )}
            </label>
          );
        }
        return (
          <label key={f.key} className="field" htmlFor={id}>
            {label}
            {f.kind === 'select' ? (
              <select
                id={id}
                name={f.key}
                value={String(value)}
                aria-describedby={helpId}
                onChange={(e) => onChange(f.key, parseFieldInput(f, e.target.value))}
              >
                {f.choices.map((c) => {
                  const choice = m?.choices?.[String(c)];
                  return (
                    <option key={String(c)} value={String(c)}>
                      {choice ? loc(choice) : String(c)}
                    </option>
                  );
                })}
              </select>
            ) : (
              <input
                id={id}
                name={f.key}
                type={f.kind === 'number' ? 'number' : 'text'}
                value={String(value)}
                min={f.kind === 'number' ? f.min : undefined}
                max={f.kind === 'number' ? f.max : undefined}
                step={f.kind === 'number' && f.integer ? 1 : undefined}
                maxLength={f.kind === 'text' ? f.maxLength : undefined}
                aria-describedby={helpId}
                onChange={(e) => onChange(f.key, parseFieldInput(f, e.target.value))}
              />
            )}
            {help && (
              <span className="help" id={helpId}>
                {help}
              </span>
            )}
          </label>
        );
      })}
    </>
  );
}
