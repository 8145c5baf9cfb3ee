import { afterTableDrawn } from '@potluck/web-kit';
import {
  type FormEvent,
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../app/icons.tsx';
import { useLocale } from '../i18n/index.ts';
import { api } from '../net/api.ts';
import { CHAT_MAX, CHAT_REACTION_IDS, CHAT_REACTIONS, type ChatReaction, graphemes } from '../net/chat.ts';
import type { MatchConnection } from '../net/connection.ts';
import type { ChatMessage, MatchInfo } from '../net/types.ts';
import { useMutes } from './chat-mutes.ts';
import './chat.css';
import { useScrollToEnd } from './use-scroll-to-end.ts';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery.ts';

/**
 * The chat beside the table of a live match (docs/protocol.md, "Chat"): messages with their times, quick
 * reactions, and a mute toggle per person kept in this browser. A panel in the side column on wide screens; on
 * phones a drawer opened from a floating button. Messages are plain text: React escapes them, nothing is ever
 * put into the page as markup. (The shared-screen page has no chat, so none is ever on its cover.) Memoised: its
 * props change with the match's facts and the connection, not with each move, and a move re-rendered it (its
 * texts, reactions and list: 5–9 ms a move in a profile of a live 5-player table).
 */
export const ChatPanel = memo(function ChatPanel({
  conn,
  match,
  you,
  names,
  online,
}: {
  conn: MatchConnection;
  match: MatchInfo;
  you: number;
  names: string[];
  /** The connection is up (messages can be sent). */
  online: boolean;
}) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const { messages, error } = useSyncExternalStore(conn.chat.subscribe, conn.chat.getSnapshot);
  const [muted, setMuted] = useMutes(match.id);
  const [open, setOpen] = useState(false);
  const barSlot = usePhoneBarSlot();
  const [seen, setSeen] = useState(0);
  const [draft, setDraft] = useState('');
  const finished = match.status === 'finished';

  // Once the match is over the whole chat is public: spectators' messages too (players did not get them live).
  useEffect(() => {
    if (!finished) return;
    let live = true;
    afterTableDrawn(() => {
      if (!live) return;
      api
        .chat(match.id)
        .then((list) => live && conn.chat.merge(list))
        .catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [finished, match.id, conn]);

  const last = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (open) setSeen(last);
  }, [open, last]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const mine = (m: ChatMessage) => you >= 0 && m.seat === you;
  const shown = messages.filter((m) => mine(m) || !muted.has(m.seat));
  const unread = shown.filter((m) => m.id > seen && !mine(m)).length;
  const length = graphemes(draft.trim());
  const tooLong = length > CHAT_MAX;

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || tooLong) return;
    if (conn.say({ text })) setDraft('');
  };
  const react = (reaction: ChatReaction) => conn.say({ reaction });

  return (
    <>
      {!open && <OpenButton slot={barSlot} unread={unread} onOpen={() => setOpen(true)} />}
      <section
        id="chat-panel"
        className={`panel chat drawer${open ? ' open' : ''}`}
        aria-labelledby="chat-title"
        data-testid="chat"
      >
        <div className="chat-head">
          <h2 id="chat-title">{t('chat.title')}</h2>
          <button
            type="button"
            className="btn small chat-close"
            onClick={() => setOpen(false)}
            aria-label={t('chat.close')}
          >
            ✕
          </button>
        </div>
        {you < 0 && !finished && <p className="muted chat-note">{t('chat.spectatorNote')}</p>}
        <MutedList muted={muted} names={names} onUnmute={(who) => setMuted(who, false)} />
        <ChatList
          messages={shown}
          names={names}
          you={you}
          empty={t('chat.empty')}
          onMute={(who) => setMuted(who, true)}
        />
        <fieldset className="chat-reactions">
          <legend className="visually-hidden">{t('chat.reactionsLabel')}</legend>
          {CHAT_REACTION_IDS.map((r) => (
            <button
              key={r}
              type="button"
              className="chat-react"
              onClick={() => react(r)}
              disabled={!online}
              aria-label={t(`chat.reactions.${r}`)}
              title={t(`chat.reactions.${r}`)}
              data-testid={`chat-react-${r}`}
            >
              {CHAT_REACTIONS[r]}
            </button>
          ))}
        </fieldset>
        <form className="chat-form" onSubmit={send}>
          <input
            type="text"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-label={t('chat.message')}
            aria-invalid={tooLong}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            enterKeyHint="send"
            data-testid="chat-input"
          />
          <button
            type="submit"
            className="btn small primary"
            disabled={!online || tooLong || length === 0}
            data-testid="chat-send"
          >
            {t('chat.send')}
          </button>
        </form>
        {tooLong && (
          <p className="chat-warn" role="status">
            {t('chat.tooLong', { max: CHAT_MAX })}
          </p>
        )}
        {error && (
          <p className="chat-error" role="alert" data-testid="chat-error" data-code={error.code}>
            <span>{loc(error.text)}</span>
            <button
              type="button"
              className="chat-dismiss"
              onClick={() => conn.chat.dismissError()}
              aria-label={t('match.dismiss')}
            >
              ✕
            </button>
          </p>
        )}
      </section>
    </>
  );
});

/** The chat of a finished match, read-only (the replay page): all of it is public now. */
export function ChatLogPanel({ matchId, names, you }: { matchId: string; names: string[]; you: number }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [muted, setMuted] = useMutes(matchId);
  useEffect(() => {
    let live = true;
    // after the replay's table is drawn (content-gate.ts)
    afterTableDrawn(() => {
      if (!live) return;
      api
        .chat(matchId)
        .then((list) => live && setMessages(list))
        .catch(() => live && setMessages([]));
    });
    return () => {
      live = false;
    };
  }, [matchId]);
  if (messages === null) return null;
  const shown = messages.filter((m) => (you >= 0 && m.seat === you) || !muted.has(m.seat));
  return (
    <section className="panel chat" aria-labelledby="chat-title" data-testid="chat">
      <div className="chat-head">
        <h2 id="chat-title">{t('chat.title')}</h2>
      </div>
      <MutedList muted={muted} names={names} onUnmute={(who) => setMuted(who, false)} />
      <ChatList
        messages={shown}
        names={names}
        you={you}
        empty={t('chat.emptyReplay')}
        onMute={(who) => setMuted(who, true)}
      />
    </section>
  );
}

/** Who a message is from. */
function useWho(names: string[]) {
  const { t } = useTranslation();
  return (seat: number, name?: string | null) =>
    seat < 0 ? t('chat.spectator') : name || names[seat] || t('create.seat', { n: seat + 1 });
}

function MutedList({
  muted,
  names,
  onUnmute,
}: {
  muted: Set<number>;
  names: string[];
  onUnmute: (who: number) => void;
}) {
  const { t } = useTranslation();
  const who = useWho(names);
  if (muted.size === 0) return null;
  return (
    <p className="chat-muted">
      <span className="muted">{t('chat.muted')}</span>
      {[...muted].map((seat) => {
        const name = seat < 0 ? t('chat.spectators') : who(seat);
        return (
          <button
            key={seat}
            type="button"
            className="chat-unmute"
            onClick={() => onUnmute(seat)}
            aria-label={t('chat.unmute', { name })}
            title={t('chat.unmute', { name })}
            data-testid="chat-unmute"
            data-seat={seat}
          >
            {name} <span aria-hidden="true">✕</span>
          </button>
        );
      })}
    </p>
  );
}

function ChatList({
  messages,
  names,
  you,
  empty,
  onMute,
}: {
  messages: ChatMessage[];
  names: string[];
  you: number;
  empty: string;
  onMute: (who: number) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const who = useWho(names);
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id ?? 0;
  // the newest message in view
  useScrollToEnd(list, last, last > 0);
  if (messages.length === 0) return <p className="muted chat-empty">{empty}</p>;
  const today = new Date().toDateString();
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const dayTime = new Intl.DateTimeFormat(lang, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <ol className="chat-list" role="log" ref={list} data-testid="chat-list">
      {messages.map((m) => {
        const own = you >= 0 && m.seat === you;
        const name = who(m.seat, m.name);
        const at = new Date(m.at);
        const muteLabel = m.seat < 0 ? t('chat.muteSpectators') : t('chat.mute', { name });
        return (
          <li
            key={m.id}
            className={`chat-msg${own ? ' mine' : ''}${m.seat < 0 ? ' spectator' : ''}`}
            data-testid="chat-msg"
            data-seat={m.seat}
          >
            <div className="chat-meta">
              <span className="chat-who">{own ? t('chat.me', { name }) : name}</span>
              <time dateTime={at.toISOString()}>
                {(at.toDateString() === today ? time : dayTime).format(at)}
              </time>
              {!own && (
                <button
                  type="button"
                  className="chat-mute"
                  onClick={() => onMute(m.seat)}
                  aria-label={muteLabel}
                  title={muteLabel}
                  data-testid="chat-mute"
                >
                  <span aria-hidden="true">🔇</span>
                </button>
              )}
            </div>
            {m.text !== undefined ? (
              <p className="chat-text" data-testid="chat-text">
                {m.text}
              </p>
            ) : (
              <p className="chat-reaction">
                {m.reaction !== undefined && m.reaction in CHAT_REACTIONS ? (
                  <span role="img" aria-label={t(`chat.reactions.${m.reaction}`)}>
                    {CHAT_REACTIONS[m.reaction as ChatReaction]}
                  </span>
                ) : (
                  <span className="muted">{m.reaction}</span>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * On a phone the table's bar holds the Chat button beside "Game log" (MatchTable's `.drawer-buttons`): floating
 * over the table it covered the prompt and the seats as the page scrolled under it. Null elsewhere (wider screens,
 * pages without that bar): there the button floats.
 */
function usePhoneBarSlot(): Element | null {
  const phone = useMediaQuery(PHONE_QUERY);
  const [slot, setSlot] = useState<Element | null>(null);
  // the bar is drawn in the same commit as this panel (the table's side column): found before the first paint, so
  // the button is in the bar from the start and nothing moves when it arrives
  useLayoutEffect(() => {
    const find = () => document.querySelector('.table-bar .drawer-buttons');
    const found = phone ? find() : null;
    setSlot(found);
    if (!phone || found) return;
    // back from a wider screen (a phone turned from landscape), the bar's buttons may come in a later commit (the
    // table's own media query answers after this one): taken as soon as they are drawn, not left floating
    const watch = new MutationObserver(() => {
      const bar = find();
      if (!bar) return;
      setSlot(bar);
      watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [phone]);
  return slot?.isConnected ? slot : null;
}

/** "Chat" (with the unread count): in the phone's bar when there is one, else floating. */
function OpenButton({ slot, unread, onOpen }: { slot: Element | null; unread: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const button = (
    <button
      type="button"
      className={slot ? 'btn small drawer-button chat-open-bar' : 'btn chat-fab'}
      onClick={onOpen}
      aria-label={slot ? (unread > 0 ? t('chat.openUnread', { n: unread }) : t('chat.open')) : undefined}
      aria-expanded={false}
      aria-controls="chat-panel"
      data-testid="chat-open"
    >
      <ChatIcon />
      {/* in the phone's bar: the icon and the unread count only (the name says the rest), so the bar is one row */}
      <span className={slot ? 'bar-label' : undefined}>
        {unread > 0 ? t('chat.openUnread', { n: unread }) : t('chat.open')}
      </span>
      {slot && unread > 0 && (
        <span className="bar-count" aria-hidden="true">
          {unread}
        </span>
      )}
    </button>
  );
  return slot ? createPortal(button, slot) : button;
}
