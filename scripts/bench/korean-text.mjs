// Realistic Korean board posts for the benchmark board: titles and bodies of a few hundred
// characters built from a career-education vocabulary, with correct particles (so no word of the
// vocabulary meets another into an accidental 진로), deterministic for a given seed.

/** A small deterministic PRNG (mulberry32): the same seed seeds the same board. */
export function randomSource(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)], chance: (p) => next() < p };
}

// None of these contains 진로: the searched word appears only where a post is chosen to hold it.
const NOUNS = (
  '학생 학부모 선생님 담임 학교 교육원 프로그램 체험 직업 상담 검사 활동 수업 동아리 봉사 대학 전공 학과 면접 자기소개서 ' +
  '포트폴리오 미래 꿈 적성 흥미 역량 기술 산업 인공지능 로봇 환경 과학 예술 디자인 요리 의료 간호사 경찰관 소방관 교사 ' +
  '연구원 개발자 창업 기업 일자리 취업 자격증 학습 방학 캠프 박람회 강연 멘토 멘토링 진학 입시 성적 과목 수학 영어 국어 ' +
  '사회 역사 체육 음악 미술 정보 코딩 독서 토론 발표 보고서 과제 일정 신청 접수 안내 결과 소감 후기 질문 답변 자료 영상 ' +
  '사진 시간 장소 강당 교실 도서관 지역 센터 온라인 설명회 고등학교 중학교 특성화고 대학교 공무원 바리스타 웹툰 작가 ' +
  '요리사 약사 변호사 건축가 엔지니어 데이터 경험 계획 목표 준비 방법 기회 주제 분야 가치관 생활기록부 교과 비교과 친구 가족'
).split(' ');
const SEARCHED_WORDS = ['진로', '진로', '진로교육', '진로체험', '진로상담', '진로탐색', '진로캠프', '진로검사'];
const RARE_WORDS = ['천문대', '천문학', '천문'];
const ADVERBS = ['이번', '올해', '지난', '다음', '매주', '특히', '처음으로', '다시', '오늘', '앞으로', '함께', '꾸준히'];
const VERBS = [
  '준비하고 있습니다',
  '알아보았습니다',
  '소개합니다',
  '진행했습니다',
  '확인해 주세요',
  '경험했습니다',
  '배웠습니다',
  '정리했습니다',
  '살펴보았습니다',
  '공유합니다',
  '신청했습니다',
  '계획하고 있습니다',
  '추천합니다',
  '기대하고 있습니다',
];
const TALK = ['이야기를 나누었습니다', '설명을 들었습니다', '고민하고 있습니다', '더 알고 싶습니다', '질문이 있습니다', '의견을 모았습니다'];
const STATES = ['중요합니다', '많았습니다', '필요합니다', '재미있었습니다', '어렵게 느껴졌습니다', '도움이 되었습니다', '인상 깊었습니다', '궁금합니다'];
const TITLE_ENDS = [
  '안내',
  '신청 안내',
  '모집',
  '결과 안내',
  '일정 안내',
  '후기',
  '질문드립니다',
  '문의',
  '관련 자료',
  '공유합니다',
  '어떻게 준비하나요?',
  '추천해 주세요',
];
const TAGS = ['공지', '안내', '행사', '자료', '후기', '모집'];
const SURNAMES = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 홍'.split(' ');
const GIVEN = '민준 서연 지훈 하은 도윤 서윤 예준 지우 시우 하린 주원 수아 지호 지유 준서 채원 건우 다은 현우 소율'.split(' ');

/** The final consonant of a word's last syllable: 0 none, 8 ㄹ, other values another one. */
function batchim(word) {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : 0;
}
const topic = (w) => w + (batchim(w) ? '은' : '는');
const subject = (w) => w + (batchim(w) ? '이' : '가');
const object = (w) => w + (batchim(w) ? '을' : '를');
const and = (w) => w + (batchim(w) ? '과' : '와');
const toward = (w) => w + (batchim(w) && batchim(w) !== 8 ? '으로' : '로');

const SENTENCES = [
  (r, n) => `${r.pick(ADVERBS)} ${topic(n())} ${object(n())} ${r.pick(VERBS)}.`,
  (r, n) => `${and(n())} ${n()}에 대해 ${r.pick(TALK)}.`,
  (r, n) => `${subject(n())} ${r.pick(STATES)}.`,
  (r, n) => `${n()}에서 ${object(n())} ${r.pick(VERBS)}.`,
  (r, n) => `${n()} ${toward(n())} ${object(n())} ${r.pick(VERBS)}.`,
  (r, n) => `${r.pick(ADVERBS)} ${n()}의 ${subject(n())} ${r.pick(STATES)}.`,
];

/**
 * One post. `searched` puts a 진로 word in the title and/or the body, `rare` a 천문 word in the body.
 * Answers the title, the sanitised-looking HTML and its plain text (what htmlToText makes of it).
 */
export function koreanPost(r, { searchedInTitle = false, searchedInBody = false, rare = false } = {}) {
  const noun = () => r.pick(NOUNS);
  const titleNoun = searchedInTitle ? r.pick(SEARCHED_WORDS) : noun();
  const titleShapes = [
    () => `${2024 + r.int(3)}학년도 ${titleNoun} ${noun()} ${r.pick(TITLE_ENDS)}`,
    () => `${titleNoun} ${noun()} ${r.pick(TITLE_ENDS)}`,
    () => `[${r.pick(TAGS)}] ${and(titleNoun)} ${noun()}`,
  ];
  const title = r.pick(titleShapes)();
  const sentences = Array.from({ length: 12 + r.int(12) }, () => r.pick(SENTENCES)(r, noun));
  const special = (words) => {
    const at = r.int(sentences.length);
    sentences[at] = `${r.pick(ADVERBS)} ${topic(r.pick(words))} ${object(noun())} ${r.pick(VERBS)}.`;
  };
  if (searchedInBody) special(SEARCHED_WORDS);
  if (rare) special(RARE_WORDS);
  const paragraphs = [];
  for (let i = 0; i < sentences.length; i += 3) paragraphs.push(sentences.slice(i, i + 3).join(' '));
  return { title, html: paragraphs.map((p) => `<p>${p}</p>`).join(''), text: paragraphs.join('\n') };
}

export const writerName = (r) => r.pick(SURNAMES) + r.pick(GIVEN);
