import { FILE_EXTENSIONS_DEFAULT } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import { searchTokens } from '../../lib/bigram.js';
import { htmlToText, sanitizeEditorHtml } from '../../lib/html-sanitize.js';
import type { TSeeder } from '../../db/seeder.js';
import { boardsChanged } from './board.cache.js';
import { adjustPostCnts, anyPost, existingBoardIds, seedBoardsWhenEmpty, type TBoardWrite } from './board.repo.js';
import { insertPost, setAnswer } from './post.repo.js';

const EVERYONE = ['GUEST', 'G', 'T', 'S'] as const;
const MEMBERS = ['G', 'T', 'S'] as const;

const base = {
  boardExpln: null,
  section: 'eduIntdcn',
  readAuthrt: [...EVERYONE],
  writeAuthrt: [],
  cmntAuthrt: [],
  atchFileYn: 'N',
  atchFileCnt: 1,
  atchFileSzMb: 100,
  atchFileExtns: [...FILE_EXTENSIONS_DEFAULT],
  cmntYn: 'N',
  likeYn: 'N',
  secretYn: 'N',
  noticeYn: 'N',
  ctgrys: [],
  useYn: 'Y',
} satisfies Omit<TBoardWrite, 'boardId' | 'boardNm' | 'boardTypeCd'>;

/** The centre's five boards (issue 5), under /eduIntdcn/board/<id>; the public menu already links them. */
const BOARDS: TBoardWrite[] = [
  {
    ...base,
    boardId: 'notice',
    boardNm: '공지사항',
    boardTypeCd: 'NOTICE',
    boardExpln: '교육원의 새 소식과 안내를 알려 드립니다.',
    atchFileYn: 'Y',
    atchFileCnt: 3,
    noticeYn: 'Y',
  },
  { ...base, boardId: 'faq', boardNm: '자주 묻는 질문', boardTypeCd: 'FAQ', ctgrys: ['회원', '프로그램', '기타'] },
  {
    ...base,
    boardId: 'qna',
    boardNm: '묻고 답하기',
    boardTypeCd: 'QNA',
    boardExpln: '궁금한 점을 남겨 주시면 담당자가 답변해 드립니다.',
    writeAuthrt: [...MEMBERS],
    cmntAuthrt: [...MEMBERS],
    cmntYn: 'Y',
    secretYn: 'Y',
    atchFileYn: 'Y',
    ctgrys: ['이용 문의', '프로그램 문의', '기타'],
  },
  {
    ...base,
    boardId: 'gallery',
    boardNm: '갤러리',
    boardTypeCd: 'GALLERY',
    likeYn: 'Y',
    atchFileYn: 'Y',
    atchFileSzMb: 20,
    atchFileExtns: ['gif', 'png', 'jpg', 'jpeg'],
  },
  { ...base, boardId: 'dataroom', boardNm: '자료실', boardTypeCd: 'DATA', atchFileYn: 'Y', atchFileCnt: 5 },
];

type TDemoPost = { ttl: string; cn: string; ctgryNm?: string; noticeYn?: 'Y'; secretYn?: 'Y'; by?: [string, string]; answer?: string };

const ADMIN: [string, string] = ['admin', '관리자'];

/** Demo posts per board, oldest first. */
const DEMO_POSTS: Record<string, TDemoPost[]> = {
  notice: [
    {
      ttl: '진로교육포털 개편 안내',
      cn: '<p>진로교육포털이 새롭게 개편되었습니다.</p><p>교육원과 주제관 소개, 진로 도서와 진로 사이트, 공지사항과 자료실을 한곳에서 이용해 보세요. 회원가입을 하면 묻고 답하기에 궁금한 점을 남길 수 있습니다.</p>',
    },
    {
      ttl: '주제관 소개 안내',
      cn: '<p>미래기술관, 생명과학관, 문화예술관과 그 안의 소주제관을 <strong>교육원 소개 &gt; 주제관 소개</strong>에서 살펴볼 수 있습니다.</p><ul><li><p>주제관의 위치: 교육원 소개 &gt; 층별 안내</p></li><li><p>교통과 주차: 교육원 소개 &gt; 찾아오시는 길</p></li></ul>',
    },
    {
      ttl: '[필독] 개인정보 보호를 위한 게시판 이용 수칙',
      cn: '<p>게시글과 댓글에 주민등록번호, 전화번호 같은 개인정보를 쓰지 마세요.</p><p>개인정보가 포함된 글은 등록되지 않습니다.</p>',
      noticeYn: 'Y',
    },
    {
      ttl: '진로 도서 추천 목록 안내',
      cn: '<p>학교급별로 읽기 좋은 <em>진로 도서</em>를 소개합니다. 정보 안내 &gt; 진로 도서에서 책 소개와 관련 직업을 살펴보고, 도움이 된 책은 추천해 주세요.</p>',
    },
  ],
  faq: [
    {
      ttl: '회원가입은 누구나 할 수 있나요?',
      cn: '<p>학생, 교사, 학부모, 일반회원 누구나 가입할 수 있습니다. 만 14세 미만은 법정대리인(부모 등)의 동의가 있어야 가입할 수 있습니다.</p>',
      ctgryNm: '회원',
    },
    {
      ttl: '비밀번호를 잊어버렸어요.',
      cn: '<p>로그인 화면의 <strong>비밀번호 찾기</strong>에서 휴대전화 본인인증을 하면 새 비밀번호를 설정할 수 있습니다.</p>',
      ctgryNm: '회원',
    },
    {
      ttl: '학교 단체로 주제관을 방문할 수 있나요?',
      cn: '<p>방문하기 전에 교육원 대표전화로 날짜와 인원을 먼저 문의해 주세요. 주제관별 활동은 교육원 소개 &gt; 주제관 소개에서, 단체 버스 승하차와 주차는 찾아오시는 길에서 볼 수 있습니다.</p>',
      ctgryNm: '프로그램',
    },
    {
      ttl: '진로 탐색에 도움이 되는 누리집을 알고 싶어요.',
      cn: '<p>정보 안내 &gt; 진로 사이트에서 커리어넷, 꿈길 같은 누리집을 분류별로 볼 수 있습니다. 진로 도서에서는 학교급별 추천 도서도 찾아볼 수 있습니다.</p>',
      ctgryNm: '기타',
    },
  ],
  qna: [
    {
      ttl: '주제관은 학년 제한이 있나요?',
      cn: '<p>중학교 1학년도 주제관에 가 볼 수 있는지 궁금합니다.</p>',
      ctgryNm: '프로그램 문의',
      by: ['student1', '김학생'],
      answer:
        '<p>안녕하세요. 주제관은 학년 제한 없이 초등학생부터 고등학생까지 둘러볼 수 있습니다. 소주제관마다 주요 활동이 다르니 교육원 소개 &gt; 주제관 소개에서 확인해 주세요.</p>',
    },
    {
      ttl: '학급 단위 방문 문의',
      cn: '<p>한 학급 전체가 함께 주제관을 방문하려면 어떻게 해야 하나요?</p>',
      ctgryNm: '이용 문의',
      secretYn: 'Y',
      by: ['teacher1', '박교사'],
    },
  ],
  gallery: [
    { ttl: '2025 진로 박람회 현장', cn: '<p>많은 학생들이 참여한 진로 박람회 현장을 소개합니다.</p>' },
    { ttl: '직업 체험의 날 활동 모습', cn: '<p>바리스타, 로봇공학자, 웹툰 작가 체험에 참여한 학생들의 모습입니다.</p>' },
  ],
  dataroom: [
    {
      ttl: '나를 알아보는 진로 질문 5가지',
      cn: '<p>진로를 생각할 때 스스로에게 물어보면 좋은 질문입니다.</p><ol><li><p>시간 가는 줄 모르고 하는 일은 무엇인가요?</p></li><li><p>다른 사람에게 칭찬받은 일은 무엇인가요?</p></li><li><p>어떤 과목이 가장 재미있나요?</p></li><li><p>함께 일하고 싶은 사람은 어떤 사람인가요?</p></li><li><p>10년 뒤 어떤 하루를 보내고 싶나요?</p></li></ol>',
    },
    {
      ttl: '자녀와 진로 이야기를 나누는 방법(학부모용)',
      cn: '<p>자녀와 진로에 대해 이야기할 때 도움이 되는 방법입니다.</p><ul><li><p>정답을 주기보다 자녀가 좋아하는 것을 먼저 물어봐 주세요.</p></li><li><p>주제관이나 진로 도서를 함께 둘러보며 이야기를 시작해 보세요.</p></li><li><p>작은 관심과 시도를 칭찬해 주세요.</p></li></ul>',
    },
  ],
};

async function seedPosts(tx: TTx, boardId: string, posts: TDemoPost[]): Promise<void> {
  for (const demo of posts) {
    const [userId, wrtrNm] = demo.by ?? ADMIN;
    const postCn = sanitizeEditorHtml(demo.cn);
    const cnText = htmlToText(postCn);
    const row = await insertPost(tx, {
      boardId,
      ctgryNm: demo.ctgryNm ?? null,
      postTtl: demo.ttl,
      postCn,
      cnText,
      noticeYn: demo.noticeYn ?? 'N',
      secretYn: demo.secretYn ?? 'N',
      atchFileModuleId: null,
      srchTkns: searchTokens({ ttl: demo.ttl, cn: cnText, wrtr: wrtrNm }),
      wrtrNm,
      regUserId: userId,
    });
    if (demo.answer) await setAnswer(tx, row.postId, sanitizeEditorHtml(demo.answer), ADMIN[0]);
  }
  await adjustPostCnts(tx, new Map([[boardId, posts.length]]));
}

/**
 * The centre's boards (base) and demo posts (demo), each on an empty table only: seeders run on
 * every start, and boards or posts an administrator removed stay removed.
 */
export const boardSeeder: TSeeder = {
  name: 'board',
  codeGroups: [
    {
      comCdId: 'BOARD_TYPE',
      comCdNm: '게시판 유형',
      cdExpln: '게시판 관리의 유형',
      sortSeq: 7,
      childSysYn: 'Y',
      children: [
        { comCd: 'NOTICE', comCdNm: '공지' },
        { comCd: 'GENERAL', comCdNm: '일반' },
        { comCd: 'FAQ', comCdNm: 'FAQ' },
        { comCd: 'QNA', comCdNm: '묻고 답하기' },
        { comCd: 'GALLERY', comCdNm: '갤러리' },
        { comCd: 'DATA', comCdNm: '자료실' },
      ],
    },
  ],
  userMenus: [
    { id: 'M0105', up: 'M01', sort: 5, nm: '공지사항', url: '/eduIntdcn/board/notice' },
    { id: 'M0106', up: 'M01', sort: 6, nm: '자주 묻는 질문', url: '/eduIntdcn/board/faq' },
    { id: 'M0107', up: 'M01', sort: 7, nm: '묻고 답하기', url: '/eduIntdcn/board/qna' },
    { id: 'M0108', up: 'M01', sort: 8, nm: '갤러리', url: '/eduIntdcn/board/gallery' },
    { id: 'M0109', up: 'M01', sort: 9, nm: '자료실', url: '/eduIntdcn/board/dataroom' },
  ],
  adminMenus: [
    { id: 'A07', sort: 7, nm: '게시판 관리', url: '/admin/board' },
    { id: 'A0701', up: 'A07', sort: 1, nm: '게시판 관리', url: '/admin/board' },
    { id: 'A0702', up: 'A07', sort: 2, nm: '게시글 관리', url: '/admin/post' },
  ],
  async base(tx) {
    // processes already running on this database (a rolling start) reload the boards
    if (await seedBoardsWhenEmpty(tx, BOARDS)) await boardsChanged(tx, 'system');
  },
  async demo(tx) {
    if (await anyPost(tx)) return;
    const present = new Set(await existingBoardIds(tx, Object.keys(DEMO_POSTS)));
    for (const [boardId, posts] of Object.entries(DEMO_POSTS)) if (present.has(boardId)) await seedPosts(tx, boardId, posts);
  },
};
