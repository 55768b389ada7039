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
    { ttl: '진로교육포털 개편 안내', cn: '<p>진로교육포털이 새롭게 개편되었습니다.</p><p>진로 검사, 진로 활동, 프로그램 예약을 한곳에서 이용해 보세요.</p>' },
    {
      ttl: '2026학년도 진로체험 프로그램 신청 안내',
      cn: '<p>2026학년도 <strong>진로체험 프로그램</strong> 신청을 3월 2일부터 받습니다.</p><ul><li><p>대상: 관내 중·고등학생</p></li><li><p>신청: 프로그램 예약 메뉴</p></li></ul>',
    },
    {
      ttl: '[필독] 개인정보 보호를 위한 게시판 이용 수칙',
      cn: '<p>게시글과 댓글에 주민등록번호, 전화번호 같은 개인정보를 쓰지 마세요.</p><p>개인정보가 포함된 글은 등록되지 않습니다.</p>',
      noticeYn: 'Y',
    },
    {
      ttl: '여름방학 진로캠프 참가자 모집',
      cn: '<p>여름방학 동안 진행하는 <em>진로캠프</em> 참가자를 모집합니다. 자세한 내용은 첨부 안내문을 확인해 주세요.</p>',
    },
  ],
  faq: [
    {
      ttl: '회원 가입은 누구나 할 수 있나요?',
      cn: '<p>학생, 교사, 일반 회원 누구나 가입할 수 있습니다. 만 14세 미만은 보호자 동의가 필요합니다.</p>',
      ctgryNm: '회원',
    },
    {
      ttl: '비밀번호를 잊어버렸어요.',
      cn: '<p>로그인 화면의 <strong>비밀번호 찾기</strong>에서 본인 확인 후 새 비밀번호를 설정할 수 있습니다.</p>',
      ctgryNm: '회원',
    },
    {
      ttl: '프로그램 예약은 어떻게 취소하나요?',
      cn: '<p>마이페이지의 예약 내역에서 취소할 수 있습니다. 운영일 전날까지 취소해 주세요.</p>',
      ctgryNm: '프로그램',
    },
    { ttl: '진로 검사 결과는 어디에서 보나요?', cn: '<p>진로 검사 메뉴의 검사 결과 화면에서 지난 결과를 다시 볼 수 있습니다.</p>', ctgryNm: '기타' },
  ],
  qna: [
    {
      ttl: '진로체험 프로그램은 학년 제한이 있나요?',
      cn: '<p>중학교 1학년도 신청할 수 있는지 궁금합니다.</p>',
      ctgryNm: '프로그램 문의',
      by: ['student1', '김학생'],
      answer: '<p>안녕하세요. 진로체험 프로그램은 중학교 1학년부터 신청할 수 있습니다. 프로그램마다 대상 학년이 다르니 안내문을 확인해 주세요.</p>',
    },
    {
      ttl: '학급 단위 단체 신청 문의',
      cn: '<p>한 학급 전체가 함께 참여하려면 어떻게 신청하나요?</p>',
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
    { ttl: '진로 포트폴리오 작성 안내서', cn: '<p>진로 포트폴리오를 작성하는 방법을 정리한 안내서입니다.</p>' },
    { ttl: '학부모 진로 상담 가이드', cn: '<p>자녀와 진로에 대해 이야기할 때 도움이 되는 상담 가이드입니다.</p>' },
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
