/**
 * Board kinds and rights (zod-free: the public board pages read these on the first load of a
 * board). The kinds change behaviour, so they are constants, not admin-edited codes.
 */
export const BOARD_TYPE = {
  NOTICE: '공지사항',
  GENERAL: '일반 게시판',
  FAQ: '자주 묻는 질문',
  QNA: '묻고 답하기',
  GALLERY: '갤러리',
  DATA: '자료실',
} as const;
export type TBoardTypeCd = keyof typeof BOARD_TYPE;

/** Who a right is given to: GUEST (not logged in, reading only) and the user-realm types of spec §6. Administrators always may. */
export const BOARD_AUTHRT = { GUEST: '비회원', G: '일반회원', T: '교사', S: '학생' } as const;
export type TBoardAuthrt = keyof typeof BOARD_AUTHRT;
export const BOARD_WRITER_AUTHRTS = ['G', 'T', 'S'] as const satisfies readonly TBoardAuthrt[];

/** List search conditions (spec: search by title, content or writer). */
export const BOARD_SEARCH_CND = { ALL: '제목+내용', TTL: '제목', CN: '내용', WRTR: '작성자' } as const;
export type TBoardSearchCnd = keyof typeof BOARD_SEARCH_CND;

/** The `:section` values a board may live under: the user-area top sections (spec §2). */
export const BOARD_SECTIONS = {
  eduIntdcn: '교육원 소개',
  infoGd: '정보 안내',
  crrInsp: '진로검사',
  crrFusion: '진로체험',
  crrActv: '진로활동',
  myPage: '마이페이지',
  cmnty: '소통 공간',
} as const;
export type TBoardSection = keyof typeof BOARD_SECTIONS;

export const BOARD_LIMITS = {
  boardId: 30,
  boardNm: 100,
  boardExpln: 500,
  ctgrys: 20,
  ctgryNm: 30,
  postTtl: 200,
  /** the stored HTML of a body, after sanitising */
  postCn: 200_000,
  cmntCn: 1000,
  atchFileCnt: 10,
  searchWrd: 50,
} as const;

/** A public board page's path: /:section/board/:boardId (eduIntdcn boards share the pattern). */
export const boardPath = (section: string, boardId: string) => `/${section}/board/${boardId}`;
export const postPath = (section: string, boardId: string, postId: number) => `${boardPath(section, boardId)}/${postId}`;

export const BOARD_MESSAGES = {
  boardId: '게시판 ID는 영문으로 시작하는 영문, 숫자, 밑줄 2~30자로 입력해 주세요.',
  boardIdTaken: '이미 사용 중인 게시판 ID입니다.',
  boardHasPosts: '게시글이 있는 게시판은 삭제할 수 없습니다. 게시글을 옮기거나 삭제한 뒤 다시 시도해 주세요.',
  extensions: '첨부 가능 확장자는 기본 허용 확장자 중에서 선택해 주세요.',
  ctgryRequired: '분류를 선택해 주세요.',
  ctgryUnknown: '이 게시판에 없는 분류입니다.',
  noReadRight: '이 게시판을 볼 수 있는 권한이 없습니다.',
  noWriteRight: '이 게시판에 글을 쓸 수 있는 권한이 없습니다.',
  noCmntRight: '이 게시판에 댓글을 쓸 수 있는 권한이 없습니다.',
  secret: '비밀글은 작성자와 관리자만 볼 수 있습니다.',
  notOwner: '본인이 작성한 글만 수정하거나 삭제할 수 있습니다.',
  cmntOff: '이 게시판은 댓글을 사용하지 않습니다.',
  likeOff: '이 게시판은 좋아요를 사용하지 않습니다.',
  answered: '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.',
  notQna: '묻고 답하기 게시판의 글에만 답변을 등록할 수 있습니다.',
  moveTarget: '옮길 게시판을 선택해 주세요.',
  pinOff: '공지 고정을 사용하지 않는 게시판의 글은 고정할 수 없습니다.',
  personalInfo: (kinds: string) => `개인정보(${kinds})로 보이는 내용이 있어 등록할 수 없습니다. 해당 내용을 지운 뒤 다시 등록해 주세요.`,
} as const;
