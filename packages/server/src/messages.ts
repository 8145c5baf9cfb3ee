import type { Localized } from '@potluck/engine';
import type { ServerErrorCode } from './errors.ts';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Every server error message, in three languages. `{name}` placeholders are filled by ServerError. */
export const ERROR_TEXT: Record<ServerErrorCode, Localized> = {
  BAD_REQUEST: t('Invalid request: {detail}', '请求无效：{detail}', '請求無效：{detail}'),
  BAD_MESSAGE: t('Invalid message: {detail}', '消息无效：{detail}', '訊息無效：{detail}'),
  TOO_LARGE: t(
    'Message too large (limit {limit} bytes).',
    '消息过大（上限 {limit} 字节）。',
    '訊息過大（上限 {limit} 位元組）。',
  ),
  RATE_LIMITED: t(
    'Too many requests; slow down and try again.',
    '请求太频繁，请稍后再试。',
    '請求太頻繁，請稍後再試。',
  ),
  ANALYSIS_QUOTA: t(
    'You already have {limit} analyses waiting or running; wait for one to finish (analysis is shared by everyone).',
    '你已有 {limit} 个分析在排队或进行中；请等其中一个完成（分析由所有人共用）。',
    '你已有 {limit} 個分析在排隊或進行中；請等其中一個完成（分析由所有人共用）。',
  ),
  PUZZLE_NOT_FOUND: t(
    'There is no such puzzle for this game.',
    '这个游戏没有这道谜题。',
    '這個遊戲沒有這道謎題。',
  ),
  BOT_QUOTA: t(
    'You already have {limit} unfinished matches with hard bots; finish one first (hard bots share the server).',
    '你已有 {limit} 场未结束的困难机器人对局；请先下完一场（困难机器人共用服务器）。',
    '你已有 {limit} 場未結束的困難機器人對局；請先下完一場（困難機器人共用伺服器）。',
  ),
  BAD_ORIGIN: t(
    'A page from another site may not connect to this server.',
    '其他网站的页面不能连接本服务器。',
    '其他網站的頁面不能連線本伺服器。',
  ),
  NOT_FOUND: t('Not found.', '未找到。', '找不到。'),
  MATCH_NOT_FOUND: t('No such match.', '没有这场对局。', '沒有這場對局。'),
  BAD_TOKEN: t(
    'The token is missing or not valid for this match.',
    '令牌缺失或对本对局无效。',
    '權杖缺失或對本對局無效。',
  ),
  NOT_HOST: t('Only the host can do this.', '只有房主可以这样做。', '只有房主可以這樣做。'),
  NOT_SEATED: t(
    'Spectators cannot make moves; join a seat first.',
    '观战者不能行动，请先入座。',
    '觀戰者不能行動，請先入座。',
  ),
  NOT_HELLO: t(
    'Send "hello" with a match id first.',
    '请先发送带对局编号的 "hello"。',
    '請先傳送帶對局編號的 "hello"。',
  ),
  SEAT_TAKEN: t('Seat {seat} is already taken.', '{seat} 号座位已有人。', '{seat} 號座位已有人。'),
  NO_FREE_SEAT: t('No free seat in this match.', '本对局没有空座位。', '本對局沒有空座位。'),
  BAD_SEAT: t('Seat {seat} cannot do that.', '{seat} 号座位不能这样做。', '{seat} 號座位不能這樣做。'),
  NOT_STARTED: t(
    'The match has not started: waiting for players.',
    '对局尚未开始：正在等待玩家。',
    '對局尚未開始：正在等待玩家。',
  ),
  NOT_FINISHED: t(
    'The match is not finished yet; its replay is available afterwards.',
    '对局尚未结束，结束后才能查看回放。',
    '對局尚未結束，結束後才能查看重播。',
  ),
  STALE_VERSION: t(
    'The match has moved on (now at version {version}); your move was not applied.',
    '对局已更新（当前版本 {version}），你的行动未生效。',
    '對局已更新（目前版本 {version}），你的行動未生效。',
  ),
  VOTE_NOT_ALLOWED: t(
    'A bot can be voted in only for a seat that has been offline for a minute on its turn, in a match without a clock, by the people at the table; one vote at a time.',
    '只有在没有计时的对局中，某座位轮到行动却已离线一分钟时，同桌的人才能投票让机器人代打；一次只能有一个投票。',
    '只有在沒有計時的對局中，某座位輪到行動卻已離線一分鐘時，同桌的人才能投票讓機器人代打；一次只能有一個投票。',
  ),
  MATCH_OVER: t('The match is over.', '对局已经结束。', '對局已經結束。'),
  UNDO_NOT_ALLOWED: t(
    'Nothing to take back: only your own moves of this turn, and only until something random or hidden was revealed.',
    '无法悔棋：只能收回本回合自己的行动，且之后没有翻开隐藏信息或随机结果。',
    '無法悔棋：只能收回本回合自己的行動，且之後沒有翻開隱藏資訊或隨機結果。',
  ),
  MATCH_BROKEN: t(
    'This match could not be restored and is paused.',
    '本对局无法恢复，已暂停。',
    '本對局無法恢復，已暫停。',
  ),
  UNAVAILABLE: t(
    'The server is busy, shutting down or cannot use its storage; try again.',
    '服务器繁忙、正在关闭或存储不可用，请重试。',
    '伺服器繁忙、正在關閉或儲存不可用，請重試。',
  ),
  NOT_SIGNED_IN: t(
    'This browser has no profile yet (or was signed out): create one or sign in with a passkey.',
    '此浏览器还没有个人资料（或已退出登录）：请创建一个，或用通行密钥登录。',
    '此瀏覽器還沒有個人檔案（或已登出）：請建立一個，或用通行金鑰登入。',
  ),
  PLAYER_NOT_FOUND: t('No such player.', '没有这位玩家。', '沒有這位玩家。'),
  PASSKEY_FAILED: t(
    'The passkey could not be verified: {detail}',
    '通行密钥验证失败：{detail}',
    '通行金鑰驗證失敗：{detail}',
  ),
  HINTS_OFF: t(
    'Hints are only for casual matches: against bots, or with other people once everyone at the table has agreed (never in rated matches).',
    '提示只限休闲对局：对手是机器人，或同桌的人都已同意（计分对局从不提供）。',
    '提示只限休閒對局：對手是機器人，或同桌的人都已同意（計分對局從不提供）。',
  ),
  HINTS_VOTE_NOT_ALLOWED: t(
    'No hints vote now: hints can be proposed once, in a casual match, by a person at a table with other people, and only the people asked answer an open proposal.',
    '现在不能就提示投票：只有在休闲对局中、同桌还有其他人时，才能由在座的人提议一次；只有被询问的人能回应进行中的提议。',
    '現在不能就提示投票：只有在休閒對局中、同桌還有其他人時，才能由在座的人提議一次；只有被詢問的人能回應進行中的提議。',
  ),
  RATED_NEEDS_CLOCK: t('A rated match needs a clock.', '计分对局需要设置计时。', '計分對局需要設定計時。'),
  RATED_NEEDS_PROFILE: t(
    'A rated match is for people with a profile (and bots): load the site once in this browser first.',
    '计分对局只限有个人资料的玩家（及机器人）：请先在此浏览器中打开一次网站。',
    '計分對局只限有個人檔案的玩家（及機器人）：請先在此瀏覽器中開啟一次網站。',
  ),
  ALREADY_SEATED: t(
    'You already hold a seat in this rated match.',
    '你已在这场计分对局中占有一个座位。',
    '你已在這場計分對局中佔有一個座位。',
  ),
  NOT_YOUR_SEAT: t(
    'Your profile holds no seat in this match.',
    '你的个人资料在这场对局中没有座位。',
    '你的個人檔案在這場對局中沒有座位。',
  ),
  QUEUE_MATCHED: t(
    'You have been seated in a quick match already: take your seat, then leave the queue before queuing again.',
    '你已被安排进一场快速对局：请先入座，再离开队列后才能重新排队。',
    '你已被安排進一場快速對局：請先入座，再離開佇列後才能重新排隊。',
  ),
  INTERNAL: t('Internal server error.', '服务器内部错误。', '伺服器內部錯誤。'),
};

/** The placeholder page served when the web client has not been built (no inline style: the CSP forbids it). */
export const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Potluck</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>Potluck 料理派对</h1>
<p>The game server is running, but the web client has not been built (packages/web/dist is missing).
Run <code>npm run build</code>, then reload.</p>
<p>游戏服务器已启动，但网页客户端尚未构建。请运行 <code>npm run build</code> 后刷新。</p>
<p>遊戲伺服器已啟動，但網頁用戶端尚未建置。請執行 <code>npm run build</code> 後重新整理。</p>
<p>API: <a href="/api/health">/api/health</a> · <a href="/api/openapi.json">/api/openapi.json</a></p>
</body></html>
`;
