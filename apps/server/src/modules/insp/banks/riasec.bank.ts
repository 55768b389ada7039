import { HOLLAND_TYPES, type TInspDefinition, type TInspItem, type TInspMetaSave } from '@portal/contract';
import { RIASEC_ITEMS, type TRiasecWording } from './riasec.items.js';
import { riasecScale } from './riasec.scales.js';

/** The five answers of the interest items (how much the taker likes the activity). */
export const LIKERT5_LABELS = ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'];

function item(itemId: string, scaleId: string, [md, el, hi]: TRiasecWording): TInspItem {
  const bandText = { ...(el !== md && { EL: el }), ...(hi !== md && { HI: hi }) };
  return { itemId, text: md, scaleId, ...(Object.keys(bandText).length > 0 && { bandText }) };
}

/** The items in rounds of R I A S E C, so no type comes twice in a row: R01, I01, ..., C01, R02, ... */
function items(): TInspItem[] {
  const rounds = RIASEC_ITEMS.R.map((_, n) => HOLLAND_TYPES.map((type) => item(`${type}${String(n + 1).padStart(2, '0')}`, type, RIASEC_ITEMS[type][n]!)));
  return rounds.flat();
}

const meta: TInspMetaSave = {
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  inspExpln:
    '어떤 활동을 좋아하는지 살펴보고, 홀랜드의 여섯 가지 흥미 유형(현실형, 탐구형, 예술형, 사회형, 진취형, 관습형) 가운데 나와 가까운 유형과 그 유형에 어울리는 직업 분야를 알아보는 검사입니다.',
  guide:
    '문항마다 적힌 활동을 얼마나 좋아하는지, 또는 얼마나 해 보고 싶은지를 다섯 단계 가운데 하나로 골라 주세요. 잘할 수 있는지가 아니라 좋아하는지를 기준으로 답합니다. 정답이 없으니 오래 고민하지 말고 떠오르는 대로 솔직하게 답해 주세요. 답은 고를 때마다 저장되므로 중간에 멈추어도 이어서 할 수 있습니다.',
  srcNote: '이 검사의 문항은 진로교육원이 홀랜드(J. L. Holland)의 직업흥미 이론을 바탕으로 직접 개발했습니다.',
  durationMin: 15,
  trgtBands: ['EL', 'MD', 'HI'],
  trgtMbrTypes: ['ST01', 'ST02'],
  sortSeq: 1,
};

const definition: TInspDefinition = {
  answerScale: { type: 'likert', points: 5, labels: LIKERT5_LABELS },
  scales: HOLLAND_TYPES.map(riasecScale),
  items: items(),
  scoring: { method: 'sum', levelCuts: [40, 70] },
  display: 'hexagon',
  codeLength: 3,
};

/** 직업흥미검사: 60 activity items, ten per Holland type, on a Holland hexagon with a three-letter code. */
export const riasecBank: { meta: TInspMetaSave; definition: TInspDefinition } = { meta, definition };
