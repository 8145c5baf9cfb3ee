import { type Locale, rngFromSeed } from '@potluck/engine';
import type { RuleChecker } from '@potluck/web-kit';

/**
 * Why the game refuses `action` for seat `you` now, in `lang` (issue 16 item 3), or null when the rules cannot say
 * (the caller then gives a generic sentence). The client has only the seat's view, so the game's own `validate`
 * runs on a state rebuilt from that view (`determinize`, as the bots do): a seat's own move is legal or not from
 * what that seat knows (the legal list it is sent could not hide it otherwise), so the rule id and text are those
 * the server would give. Nothing is sent; the server stays the only judge of what is played.
 */
export function whyRefused(
  rules: RuleChecker | undefined,
  view: unknown,
  you: number,
  action: unknown,
  lang: Locale,
): { rule: string; text: string } | null {
  if (!rules || you < 0) return null;
  try {
    const state = rules.determinize(view as never, you, rngFromSeed('why'));
    const v = rules.validate(state as never, you, action as never);
    return v ? { rule: v.rule, text: v.message[lang] } : null;
  } catch {
    return null;
  }
}
