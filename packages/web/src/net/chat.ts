import type { ChatMessage, ErrorBody } from './types.ts';

/** The quick reactions (docs/protocol.md, "Chat"): the wire carries the id, the client draws the emoji. */
export const CHAT_REACTIONS = {
  thumbs: '👍',
  laugh: '😄',
  wow: '😮',
  party: '🎉',
  sushi: '🍣',
  thanks: '🙏',
} as const;
export type ChatReaction = keyof typeof CHAT_REACTIONS;
export const CHAT_REACTION_IDS = Object.keys(CHAT_REACTIONS) as ChatReaction[];

/** The longest message the server takes, in characters as a person counts them. */
export const CHAT_MAX = 300;
/** How many messages a page keeps. */
const KEEP = 500;

let segmenter: Intl.Segmenter | null = null;

/**
 * Characters as a person counts them (grapheme clusters), as the server counts them. Printable ASCII is one
 * character per code unit, so the chat box's count of an empty or plain draft (every render of a table) needs no
 * Intl.Segmenter: its first use loads ICU's break rules, ~100 ms of main thread at 4× CPU slowdown on a match page.
 */
export function graphemes(s: string): number {
  if (/^[\x20-\x7e]*$/.test(s)) return s.length;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let n = 0;
    for (const _ of segmenter.segment(s)) n++;
    return n;
  }
  return [...s].length;
}

export interface ChatSnapshot {
  /** Oldest first, by id. */
  messages: ChatMessage[];
  /** Why the server refused our last message (RATE_LIMITED, BAD_MESSAGE…), until dismissed or the next one. */
  error: ErrorBody | null;
}

/**
 * What this page knows of a match's chat: live messages, the history after every `sync` and (once the match is
 * over) its whole chat, merged by id. Kept apart from the match snapshot, so a message does not redraw the table.
 */
export class ChatStore {
  private listeners = new Set<() => void>();
  /** Ids of our chat requests waiting for their answer. */
  private waiting = new Set<number>();
  snapshot: ChatSnapshot = { messages: [], error: null };

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  private set(patch: Partial<ChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn();
  }

  /** Adds messages (live, a history or a finished match's log); ones already here are kept once. */
  merge(list: readonly ChatMessage[]): void {
    const have = this.snapshot.messages;
    const known = new Set(have.map((m) => m.id));
    const added = list.filter((m) => !known.has(m.id) && Number.isInteger(m.id));
    if (added.length === 0) return;
    let messages = [...have, ...added].sort((a, b) => a.id - b.id);
    if (messages.length > KEEP) messages = messages.slice(messages.length - KEEP);
    this.set({ messages });
  }

  /** A chat request went out with this id. */
  sent(id: number): void {
    this.waiting.add(id);
    if (this.snapshot.error) this.set({ error: null });
  }

  /** An `ack`: true if it answered one of our chat requests. */
  answered(id: unknown): boolean {
    return typeof id === 'number' && this.waiting.delete(id);
  }

  /** An `error`: true if it answered one of our chat requests (then it is shown by the chat). */
  refused(id: unknown, error: ErrorBody): boolean {
    if (typeof id !== 'number' || !this.waiting.delete(id)) return false;
    this.set({ error });
    return true;
  }

  dismissError(): void {
    if (this.snapshot.error) this.set({ error: null });
  }
}
