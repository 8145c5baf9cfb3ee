import { type Dict, l10n } from '@potluck/web-kit';

/**
 * The words of the table settings dialog, in the three languages (loaded with the dialog; the header's button
 * has its two in SettingsButton.tsx, in the first page's script).
 */
export const SETTINGS_TEXTS = {
  title: l10n('Table settings', '牌桌设置', '牌桌設定'),
  speed: l10n('Animation speed', '动画速度', '動畫速度'),
  speedHelp: l10n(
    'How fast cards and tiles move, and how long each move of the other players stays on screen before the next.',
    '卡牌和图块移动的快慢，以及其他玩家的每一步在下一步之前停留多久。',
    '卡牌和圖塊移動的快慢，以及其他玩家的每一步在下一步之前停留多久。',
  ),
  slow: l10n('Slow', '慢', '慢'),
  normal: l10n('Normal', '正常', '正常'),
  fast: l10n('Fast', '快', '快'),
  reduce: l10n('Reduce motion', '减少动态效果', '減少動態效果'),
  reduceHelp: l10n(
    'Nothing travels across the table, and every move is shown at once.',
    '桌上的东西不再移动，每一步都立即显示。',
    '桌上的東西不再移動，每一步都立即顯示。',
  ),
  reduceSystem: l10n(
    'As on this device (now {state})',
    '跟随此设备（目前{state}）',
    '跟隨此裝置（目前{state}）',
  ),
  on: l10n('on', '开', '開'),
  off: l10n('off', '关', '關'),
  reduceOn: l10n('On', '开', '開'),
  reduceOff: l10n('Off', '关', '關'),
  sounds: l10n('Sounds', '声音', '聲音'),
  soundsOn: l10n('Play sounds', '播放声音', '播放聲音'),
  soundsHelp: l10n(
    'Short sounds for your turn, each move and the end of the match.',
    '轮到你、每走一步和对局结束时的简短提示音。',
    '輪到你、每走一步和對局結束時的簡短提示音。',
  ),
  kept: l10n('Kept in this browser.', '保存在此浏览器中。', '儲存在此瀏覽器中。'),
  done: l10n('Done', '完成', '完成'),
} satisfies Dict;
