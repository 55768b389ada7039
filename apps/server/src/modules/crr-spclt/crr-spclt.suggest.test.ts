import { expect, test } from 'vitest';
import { actvSentences, inspSentence, josa, recordStyle, suggestRemarks } from './crr-spclt.suggest.js';

test('josa follows the final consonant of the last letter, digits and Latin letters read aloud', () => {
  expect([josa('진로 탐색', '을/를'), josa('이해', '을/를')]).toEqual(['을', '를']);
  expect([josa('개발자', '과/와'), josa('간호사', '과/와'), josa('요리사', '이/가'), josa('직업인', '이/가')]).toEqual(['와', '와', '가', '이']);
  expect([josa('서울', '으로/로'), josa('학교', '으로/로'), josa('교실', '으로/로'), josa('운동장', '으로/로')]).toEqual(['로', '로', '로', '으로']);
  expect([josa('3D', '을/를'), josa('2026', '을/를'), josa('2022', '을/를'), josa('HTML', '을/를')]).toEqual(['를', '을', '를', '을']);
  expect([josa("'재미있었다'", '이라는/라는'), josa('꿈', '이라는/라는')]).toEqual(['라는', '이라는']);
});

test('recordStyle keeps the first sentence and ends it in the record noun form', () => {
  expect(recordStyle('코딩 실습을 하였다. 다음 문장.')).toBe('코딩 실습을 함.');
  expect(recordStyle('직업에 관심이 생기게 되었다')).toBe('직업에 관심이 생기게 됨.');
  expect(recordStyle('로봇을 직접 만들어 보았다!')).toBe('로봇을 직접 만들어 봄.');
  expect(recordStyle('팀의 발표자였다.')).toBe('팀의 발표자임.');
  expect(recordStyle('여러 가지 센서를 살폈다')).toBe('여러 가지 센서를 살폈다.');
  expect(recordStyle(`${'가'.repeat(200)}`)).toBe(`${'가'.repeat(150)}….`);
});

const actv = {
  actvNm: '코딩 로봇 만들기',
  actvYmd: '2026-04-10',
  actvPrps: '프로그래밍의 원리 이해.',
  actvCn: '센서와 모터로 로봇을 만들고 움직임을 여러 번 고쳐 보았다. 팀원과 역할을 나누었다.',
  actvOpnn: '코딩이 재미있었고 개발자라는 직업에 관심이 생겼다. 다음에도 하고 싶다.',
  dutyCr: '소프트웨어 개발자',
};

test("an activity gives the brief's sentence and the student's impression", () => {
  expect(actvSentences(actv)).toEqual([
    '「코딩 로봇 만들기」 활동(2026.04.10.)에 참여하여 프로그래밍의 원리 이해를 목적으로 센서와 모터로 로봇을 만들고 움직임을 여러 번 고쳐 봄.',
    "활동 후 '코딩이 재미있었고 개발자라는 직업에 관심이 생겼다'라는 소감을 밝힘.",
  ]);
});

test('a test gives its code and highest scales; two activities of one job close with it; nothing gives nothing', () => {
  const insp = {
    sheetId: 1,
    inspId: 1,
    inspNm: '직업흥미검사',
    cmplAt: '2026-05-01T01:00:00.000Z',
    schlYr: 2026,
    code: 'RI',
    topScales: ['현실형', '탐구형', '예술형'],
  };
  expect(inspSentence(insp)).toBe("직업흥미검사(2026.05.01.) 결과 'RI' 유형으로 현실형, 탐구형, 예술형 영역이 높게 나타남.");
  expect(inspSentence({ ...insp, code: null })).toBe('직업흥미검사(2026.05.01.) 결과 현실형, 탐구형, 예술형 영역이 높게 나타남.');
  const all = suggestRemarks([actv, { ...actv, actvNm: '앱 만들기' }], [insp]);
  expect(all).toHaveLength(6);
  expect(all.at(-1)).toBe('소프트웨어 개발자와 관련된 활동에 꾸준히 참여하며 진로를 구체적으로 탐색함.');
  expect(suggestRemarks([actv], [])).toHaveLength(2);
  expect(suggestRemarks([], [])).toEqual([]);
});
