import { getChoices, getQuestions } from '@bigfive-org/questions';
import type { TInspDefinition, TInspItem, TInspMetaSave } from '@portal/contract';
import { z } from 'zod';
import { BIG_FIVE_WORDING } from './big-five.wording.js';
import { BIG_FIVE_DOMAINS, bigFiveScale } from './big-five.scales.js';

/** The package's Korean data as it must be; a release that changes its shape stops the server at start. */
const ZPackageItems = z
  .array(z.object({ id: z.uuid(), text: z.string().min(1), keyed: z.enum(['plus', 'minus']), domain: z.enum(BIG_FIVE_DOMAINS) }))
  .length(120);
const ZPackageChoices = z.object({ plus: z.array(z.object({ text: z.string().min(1), score: z.number().int() })).length(5) });

/** Our item id: the first block of the package's id (its whole id is longer than an item id may be). */
export const bigFiveItemId = (packageId: string) => packageId.slice(0, 8);

function items(): TInspItem[] {
  return ZPackageItems.parse(getQuestions('ko')).map((q) => {
    const itemId = bigFiveItemId(q.id);
    return { itemId, text: BIG_FIVE_WORDING[itemId] ?? q.text, scaleId: q.domain, ...(q.keyed === 'minus' && { reverse: true }) };
  });
}

/** The package's Korean answer labels, from 1 to 5. */
function labels(): string[] {
  return ZPackageChoices.parse(getChoices('ko'))
    .plus.toSorted((a, b) => a.score - b.score)
    .map((c) => c.text);
}

const meta: TInspMetaSave = {
  inspName: 'bigFive',
  inspNm: '성격 탐색 검사',
  inspExpln:
    '평소 나의 생각, 감정, 행동 방식을 다섯 가지 성격 특성(신경성, 외향성, 개방성, 우호성, 성실성)으로 나누어 살펴보는 검사입니다. 성격에는 좋고 나쁨이 없으며, 결과는 나를 이해하고 진로를 탐색할 때 참고하는 자료입니다.',
  guide:
    '문항마다 적힌 모습이 평소의 나와 얼마나 같은지 다섯 단계 가운데 하나로 골라 주세요. 되고 싶은 모습이 아니라 지금의 모습을 기준으로 답합니다. 정답이 없으니 오래 고민하지 말고 솔직하게 답해 주세요. 답은 고를 때마다 저장되므로 중간에 멈추어도 이어서 할 수 있습니다.',
  srcNote:
    '이 검사의 문항은 국제 성격 문항 공동자료(IPIP, International Personality Item Pool, ipip.ori.org)의 IPIP-NEO 120문항(J. A. Johnson)입니다. IPIP 문항은 누구나 자유롭게 쓸 수 있는 공공 저작물(public domain)입니다. 한국어 문항과 응답 보기는 MIT 라이선스로 공개된 @bigfive-org/questions(Copyright (c) 2024 B5 Holding AS)의 번역을 따르되, 일부 문장은 맞춤법과 학생 눈높이에 맞게 다듬었습니다. 결과 해석 글은 진로교육원이 작성했습니다.',
  durationMin: 20,
  trgtBands: ['MD', 'HI'],
  trgtMbrTypes: ['ST01', 'ST02'],
  sortSeq: 2,
};

const definition: TInspDefinition = {
  answerScale: { type: 'likert', points: 5, labels: labels() },
  scales: BIG_FIVE_DOMAINS.map(bigFiveScale),
  items: items(),
  scoring: { method: 'mean', levelCuts: [35, 65] },
  display: 'bars',
};

/** 성격 탐색 검사: the 120 IPIP-NEO items of @bigfive-org/questions (Korean), five domains shown as bars. */
export const bigFiveBank: { meta: TInspMetaSave; definition: TInspDefinition } = { meta, definition };
