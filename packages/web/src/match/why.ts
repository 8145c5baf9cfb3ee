import { type BaseState, type GameDefinition, type Locale, rngFromSeed } from '@potluck/engine';
import type { RuleChecker } from '@potluck/web-kit';

/**
 * Why the game refuses `action` for seat `you` now, in `lang` (issue 16 item 3), or null when the rules cannot say
 * (the caller then gives a generic sentence). The client has only the seat's view, so the game's own `validate`
 * runs on a state rebuilt from that view (`determinize`, as the bots do): a seat's own move is legal or not from
 * what that seat knows (the legal list it is sent could not hide it otherwise), so the rule id and text are those
 * the server would give. Nothing is sent; the server stays the only judge of what is played. Written once for every
 * game, generic in its state, action and view: the view goes to that game's `determinize`, the action to its own
 * `validate` (a table's erased `GameUi` infers them as `any`; a game's own rules, exactly).
 */
export function whyRefused<S extends BaseState, A, V>(
  rules: RuleChecker<GameDefinition<S, A, unknown, V>> | undefined,
  view: V,
  you: number,
  action: A,
  lang: Locale,
): { rule: string; text: string } | null {
  if (!rules || you < 0) return null;
  try {
    const state = rules.determinize(view, you, rngFromSeed('why'));
    const v = rules.validate(state, you, action);
    return v ? { rule: v.rule, text: v.message[lang] } : null;
  } catch {
    return null;
  }
}
