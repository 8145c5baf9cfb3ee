import { fill, type Locale } from '@potluck/engine';

/** The tutorial page's own words (the lessons' words are in each game's tutorial.json). */
const EN = {
  title: 'Tutorial',
  step: 'Step {n} of {total}',
  continue: 'Continue',
  restart: 'Start again',
  notTheLesson: 'Not this time:',
  refused: 'The rules refuse that move:',
  pressContinue: 'Read the coach’s note, then press Continue.',
  playEasy: 'Play a real game against the easy bot',
  creating: 'Creating the game…',
  rules: 'The rules in brief',
  home: 'Back to the lobby',
  you: 'You',
  noTutorial: 'There is no tutorial for this game yet.',
  lit: 'The move to make is lit up on the table.',
  fold: 'Show less',
} as const;

type Key = keyof typeof EN;

const TEXTS: Record<Locale, Record<Key, string>> = {
  en: EN,
  'zh-Hans': {
    title: '教程',
    step: '第 {n} 步，共 {total} 步',
    continue: '继续',
    restart: '重新开始',
    notTheLesson: '这次不是这步：',
    refused: '规则不允许这步：',
    pressContinue: '读完教练的说明后，按“继续”。',
    playEasy: '和简单机器人下一局真正的游戏',
    creating: '正在创建游戏…',
    rules: '规则简介',
    home: '返回大厅',
    you: '你',
    noTutorial: '这个游戏还没有教程。',
    lit: '要走的那一步在桌上亮起。',
    fold: '收起',
  },
  'zh-Hant': {
    title: '教學',
    step: '第 {n} 步，共 {total} 步',
    continue: '繼續',
    restart: '重新開始',
    notTheLesson: '這次不是這步：',
    refused: '規則不允許這步：',
    pressContinue: '讀完教練的說明後，按「繼續」。',
    playEasy: '和簡單機器人下一局真正的遊戲',
    creating: '正在建立遊戲…',
    rules: '規則簡介',
    home: '返回大廳',
    you: '你',
    noTutorial: '這個遊戲還沒有教學。',
    lit: '要走的那一步在桌上亮起。',
    fold: '收起',
  },
};

export function tutorialText(lang: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return fill(TEXTS[lang][key], params, lang);
}

export const TUTORIAL_TEXTS = TEXTS;
