import { WORK_VALUE, type TInspDefinition, type TInspItem, type TInspMetaSave, type TWorkValueCd } from '@portal/contract';
import { VALUE_STATEMENTS, type TValueStatement } from './work-values.options.js';
import { workValueScale } from './work-values.scales.js';

/**
 * The 24 pairs: each value meets four others once (value i with i+1 and i+5 around the code order),
 * is first in two pairs and second in two, and never comes back within three items.
 */
export const WORK_VALUE_PAIRS: readonly (readonly [TWorkValueCd, TWorkValueCd])[] = [
  ['ACHV', 'SRVC'],
  ['STBL', 'ATNM'],
  ['CHNG', 'RCGN'],
  ['INCM', 'LESR'],
  ['LDRS', 'CRTV'],
  ['SRVC', 'STBL'],
  ['ACHV', 'RCGN'],
  ['ATNM', 'CHNG'],
  ['INCM', 'RLTN'],
  ['STBL', 'LESR'],
  ['RCGN', 'EXPT'],
  ['ATNM', 'LDRS'],
  ['SRVC', 'INCM'],
  ['CHNG', 'CRTV'],
  ['EXPT', 'RLTN'],
  ['LESR', 'ACHV'],
  ['LDRS', 'SRVC'],
  ['CRTV', 'STBL'],
  ['EXPT', 'ATNM'],
  ['RLTN', 'ACHV'],
  ['RCGN', 'INCM'],
  ['LESR', 'LDRS'],
  ['CRTV', 'EXPT'],
  ['RLTN', 'CHNG'],
];

/** The question stems, taken in turn; elementary pupils are asked about the grown-up they imagine. */
const STEMS: TValueStatement[] = [
  { md: '일을 고를 때 둘 중 더 중요한 것은?', el: '어른이 되어 일을 고른다면 둘 중 더 중요한 것은?', hi: '직업을 고를 때 둘 중 더 중요한 것은?' },
  { md: '내가 바라는 일의 모습에 더 가까운 것은?', el: '내가 바라는 어른의 모습에 더 가까운 것은?' },
  { md: '일하면서 더 얻고 싶은 것은?', el: '어른이 되어 일하면서 더 얻고 싶은 것은?', hi: '직장에서 일하면서 더 얻고 싶은 것은?' },
  { md: '둘 가운데 하나만 고를 수 있다면 더 바라는 것은?' },
];

const bandText = ({ el, hi }: TValueStatement) => (el || hi ? { ...(el && { EL: el }), ...(hi && { HI: hi }) } : undefined);

type TInspOption = NonNullable<TInspItem['options']>[number];

function option(value: TWorkValueCd, statement: TValueStatement): TInspOption {
  const bandLabel = bandText(statement);
  return { label: statement.md, scaleId: value, ...(bandLabel && { bandLabel }) };
}

/** Each pair an item; each value's appearances take its statements in turn. */
function items(): TInspItem[] {
  const seen: Partial<Record<TWorkValueCd, number>> = {};
  const next = (value: TWorkValueCd) => {
    const n = seen[value] ?? 0;
    seen[value] = n + 1;
    return option(value, VALUE_STATEMENTS[value][n]!);
  };
  return WORK_VALUE_PAIRS.map(([a, b], i) => {
    const stem = STEMS[i % STEMS.length]!;
    const stemBand = bandText(stem);
    return { itemId: `P${String(i + 1).padStart(2, '0')}`, text: stem.md, ...(stemBand && { bandText: stemBand }), options: [next(a), next(b)] };
  });
}

const meta: TInspMetaSave = {
  inspName: 'workValues',
  inspNm: '직업가치관검사',
  inspExpln:
    '일을 할 때 무엇을 가장 중요하게 여기는지 알아보는 검사입니다. 성취, 봉사, 안정 같은 열두 가지 직업가치를 둘씩 견주어 고르면, 내가 중요하게 여기는 가치의 순위와 그 가치를 찾을 수 있는 직업을 알려 줍니다.',
  guide:
    '문항마다 두 가지 보기가 나옵니다. 둘 다 중요해 보이더라도 나에게 조금 더 중요한 쪽을 하나 골라 주세요. 다른 사람의 기대가 아니라 내 생각을 기준으로 답합니다. 답은 고를 때마다 저장되므로 중간에 멈추어도 이어서 할 수 있습니다.',
  srcNote: '이 검사의 문항은 진로교육원이 열두 가지 직업가치를 둘씩 견주어 고르는 방식(쌍대 비교)으로 직접 개발했습니다.',
  durationMin: 10,
  trgtBands: ['EL', 'MD', 'HI'],
  trgtMbrTypes: ['ST01', 'ST02'],
  sortSeq: 3,
};

const definition: TInspDefinition = {
  answerScale: { type: 'forcedChoice' },
  scales: (Object.keys(WORK_VALUE) as TWorkValueCd[]).map(workValueScale),
  items: items(),
  scoring: { method: 'sum', levelCuts: [34, 67] },
  display: 'ranking',
};

/** 직업가치관검사: 24 pairs of the twelve work values, the result a ranking of the values. */
export const workValuesBank: { meta: TInspMetaSave; definition: TInspDefinition } = { meta, definition };
