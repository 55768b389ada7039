import { INSP_MESSAGES, type TInspDefinition } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { defResolver, emptyItem, fromDefinition, problemsOf, toDefinition } from './def-form';

const FORCED: TInspDefinition = {
  answerScale: { type: 'forcedChoice' },
  scales: [
    { scaleId: 'ACHV', scaleNm: '성취', texts: [{ level: 'HIGH', text: '목표를 이루는 데서 보람을 느낍니다.' }] },
    {
      scaleId: 'SRVC',
      scaleNm: '봉사',
      expln: '남을 돕는 일',
      texts: [
        { level: 'LOW', text: '낮음' },
        { level: 'HIGH', text: '높음' },
      ],
    },
  ],
  items: [
    {
      itemId: 'P01',
      text: '둘 중 더 중요한 것은?',
      options: [
        { label: '어려운 목표를 이루는 것', bandLabel: { EL: '어려운 일을 해내는 것' }, scaleId: 'ACHV' },
        { label: '다른 사람을 돕는 것', scaleId: 'SRVC' },
      ],
    },
  ],
  scoring: { method: 'sum', levelCuts: [30, 70] },
  display: 'ranking',
};

const CARDS: TInspDefinition = {
  answerScale: {
    type: 'cardSort',
    piles: [
      { label: '중요하다', weight: 2, max: 3 },
      { label: '보통이다', weight: 1, max: 5 },
    ],
  },
  scales: [{ scaleId: 'A', scaleNm: '가', texts: [{ level: 'MID', text: '보통입니다.' }] }],
  items: [{ itemId: 'C1', text: '카드', bandText: { HI: '고등학생 카드' }, scaleId: 'A' }],
  scoring: { method: 'mean', levelCuts: [40, 60] },
  display: 'bars',
};

describe('the definition editor’s form', () => {
  it('gives back the definition it was filled from (forced choice, card sort)', () => {
    expect(toDefinition(fromDefinition(FORCED))).toEqual(JSON.parse(JSON.stringify(FORCED)));
    expect(JSON.parse(JSON.stringify(toDefinition(fromDefinition(CARDS))))).toEqual(CARDS);
  });

  it('keeps a kind’s settings when the kind changes, but saves only the chosen kind’s', () => {
    const form = fromDefinition(CARDS);
    form.answerScale.type = 'likert';
    expect(toDefinition(form).answerScale).toEqual({
      type: 'likert',
      points: 5,
      labels: ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'],
    });
    form.answerScale.type = 'cardSort';
    expect(toDefinition(form).answerScale).toEqual(CARDS.answerScale);
  });

  it('names the structural problems and puts schema messages on the form’s own paths', async () => {
    const form = fromDefinition(FORCED);
    form.items.push({ ...emptyItem('forcedChoice'), itemId: 'P01', text: '또 묻기' });
    expect(problemsOf(form)).toContain(INSP_MESSAGES.itemDup('P01'));
    form.scales[1]!.texts = { LOW: '', MID: '', HIGH: 'x'.repeat(1001) };
    const { errors } = await defResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.scales?.[1]?.texts?.HIGH?.message).toBeTruthy();
    expect(errors.items?.[1]?.options?.[0]?.label?.message).toBeTruthy();
  });
});
