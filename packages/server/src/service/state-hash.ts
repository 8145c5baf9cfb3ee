import { canonicalJson } from '@potluck/engine';
import { inPhase } from '../phases.ts';
import { sha256 } from '../tokens.ts';

/** sha256 of the state's canonical JSON: stored with every log entry and snapshot, checked on rebuild. */
export function stateHash(state: unknown): string {
  return inPhase('serialization', () => sha256(canonicalJson(state)));
}
