import type { TInspDefinition, TInspMetaSave } from '@portal/contract';

/** Small test definitions for the engine's and the routes' tests (the shipped banks are larger). */

const LIKERT5 = { type: 'likert' as const, points: 5, labels: ['전혀 아니다', '아니다', '보통이다', '그렇다', '매우 그렇다'] };
const texts = (nm: string) => [
  { level: 'LOW' as const, text: `${nm} 낮음 설명` },
  { level: 'MID' as const, text: `${nm} 보통 설명` },
  { level: 'HIGH' as const, text: `${nm} 높음 설명` },
];

/** A Holland hexagon: two items per type, the second of R reverse-keyed, E without a MID text. */
export const HEXAGON_DEF: TInspDefinition = {
  answerScale: LIKERT5,
  scales: ['R', 'I', 'A', 'S', 'E', 'C'].map((id) => ({
    scaleId: id,
    scaleNm: `${id}형`,
    texts: id === 'E' ? texts('E').filter((t) => t.level !== 'MID') : texts(id),
  })),
  items: ['R', 'I', 'A', 'S', 'E', 'C'].flatMap((id) => [
    { itemId: `${id}1`, text: `${id} 활동 하나`, bandText: { EL: `${id} 초등 활동 하나` }, scaleId: id },
    { itemId: `${id}2`, text: `${id} 활동 둘`, scaleId: id, ...(id === 'R' ? { reverse: true } : {}) },
  ]),
  scoring: { method: 'sum', levelCuts: [40, 70] },
  display: 'hexagon',
  codeLength: 3,
};

/** Paired comparisons of three values. */
export const CHOICE_DEF: TInspDefinition = {
  answerScale: { type: 'forcedChoice' },
  scales: ['A', 'B', 'C'].map((id) => ({ scaleId: id, scaleNm: `가치 ${id}`, texts: [{ level: 'HIGH' as const, text: `가치 ${id}를 중요하게 여깁니다.` }] })),
  items: [
    {
      itemId: 'P1',
      text: '둘 중 하나',
      options: [
        { label: 'A를 고른다', scaleId: 'A' },
        { label: 'B를 고른다', bandLabel: { MD: 'B 중학' }, scaleId: 'B' },
      ],
    },
    {
      itemId: 'P2',
      text: '둘 중 하나',
      options: [
        { label: 'A를 고른다', scaleId: 'A' },
        { label: 'C를 고른다', scaleId: 'C' },
      ],
    },
    {
      itemId: 'P3',
      text: '둘 중 하나',
      options: [
        { label: 'B를 고른다', scaleId: 'B' },
        { label: 'C를 고른다', scaleId: 'C' },
      ],
    },
  ],
  scoring: { method: 'sum', levelCuts: [34, 67] },
  display: 'ranking',
};

/** A card sort into three piles, two of them with a small capacity, scored by the mean weight. */
export const CARD_DEF: TInspDefinition = {
  answerScale: {
    type: 'cardSort',
    piles: [
      { label: '중요함', weight: 2, max: 2 },
      { label: '보통', weight: 1, max: 4 },
      { label: '덜 중요함', weight: 0, max: 2 },
    ],
  },
  scales: ['X', 'Y'].map((id) => ({ scaleId: id, scaleNm: `카드 ${id}`, texts: texts(id) })),
  items: [
    { itemId: 'X1', text: '카드 X1', scaleId: 'X' },
    { itemId: 'X2', text: '카드 X2', scaleId: 'X' },
    { itemId: 'Y1', text: '카드 Y1', scaleId: 'Y' },
    { itemId: 'Y2', text: '카드 Y2', scaleId: 'Y' },
  ],
  scoring: { method: 'mean', levelCuts: [40, 70] },
  display: 'bars',
};

/** Bars of one scale by the mean, its second item reverse-keyed; three items (the alpha reference set). */
export const BARS_DEF: TInspDefinition = {
  answerScale: LIKERT5,
  scales: [{ scaleId: 'N', scaleNm: '정서', texts: texts('N') }],
  items: [
    { itemId: 'N1', text: '문항 하나', scaleId: 'N' },
    { itemId: 'N2', text: '문항 둘', scaleId: 'N', reverse: true },
    { itemId: 'N3', text: '문항 셋', scaleId: 'N' },
  ],
  scoring: { method: 'mean', levelCuts: [40, 70] },
  display: 'bars',
};

let seq = 0;
/** A test's meta form with a fresh address name. */
export function inspMeta(over: Partial<TInspMetaSave> = {}): TInspMetaSave {
  seq += 1;
  return {
    inspName: `t${process.pid % 10000}x${seq}`,
    inspNm: '테스트 검사',
    inspExpln: '테스트용 검사입니다.',
    guide: '솔직하게 답해 주세요.',
    durationMin: 10,
    trgtBands: ['EL', 'MD', 'HI'],
    trgtMbrTypes: ['ST01', 'ST02'],
    sortSeq: 1,
    ...over,
  };
}
