import { FILE_EXTENSIONS_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT } from '../common/constants.js';

/** The contents library's code labels, rules, messages and limits (issue 20). Zod-free: the web imports them at run time. */

/** A content's kind (code group CONTS_KND). */
export const CONTS_KND = { VIDEO: '영상', DOC: '문서', WKSHT: '활동지', LINK: '링크', HALL: '전시관 안내' } as const;
export type TContsKndCd = keyof typeof CONTS_KND;
export const CONTS_KND_CDS = ['VIDEO', 'DOC', 'WKSHT', 'LINK', 'HALL'] as const satisfies readonly TContsKndCd[];

/** Editorial states: DRAFT and REVIEW administrators only, PBLC shown from pblcDt on, ARCHV withdrawn. */
export const CONTS_STTS = { DRAFT: '작성 중', REVIEW: '검토 중', PBLC: '게시', ARCHV: '보관' } as const;
export type TContsSttsCd = keyof typeof CONTS_STTS;
export const CONTS_STTS_CDS = ['DRAFT', 'REVIEW', 'PBLC', 'ARCHV'] as const satisfies readonly TContsSttsCd[];

/** The state changes an administrator may make (PUT /api/contents/:contsId/stts). */
export const CONTS_STTS_TRANSITIONS: Readonly<Record<TContsSttsCd, readonly TContsSttsCd[]>> = {
  DRAFT: ['REVIEW'],
  REVIEW: ['PBLC', 'DRAFT'],
  PBLC: ['ARCHV', 'DRAFT'],
  ARCHV: ['DRAFT'],
};
export const canChangeContsStts = (from: TContsSttsCd, to: TContsSttsCd): boolean => CONTS_STTS_TRANSITIONS[from].includes(to);

/** A content may be deleted (soft) only in these states. */
export const CONTS_REMOVABLE_STTS = ['DRAFT', 'ARCHV'] as const satisfies readonly TContsSttsCd[];

/** The school levels a content is for (code group SCHL_TYPE). */
export const CONTS_SCHL_LVLS = { EL01: '초등학교', MD01: '중학교', HI01: '고등학교' } as const;
export type TContsSchlLvl = keyof typeof CONTS_SCHL_LVLS;
export const CONTS_SCHL_LVL_CDS = ['EL01', 'MD01', 'HI01'] as const satisfies readonly TContsSchlLvl[];

/** The classification code tree: group CONTS_CLSF, its four child groups, each with leaf codes (the clsfCds). */
export const CONTS_CLSF_GROUP = 'CONTS_CLSF';
export const CONTS_CLSF_GROUPS = { AREA: '진로역량 영역', THEME: '주제', JOB: '직업군', HALL: '전시관' } as const;
export type TContsClsfGroupCd = keyof typeof CONTS_CLSF_GROUPS;

/** A content's attachments (seqType contents): the spec §5, §9 defaults, several files. */
export const CONTS_FILE_LIMITS = { maxCount: 10, maxSizeMb: FILE_MAX_SIZE_MB_DEFAULT, extensions: FILE_EXTENSIONS_DEFAULT } as const;

/** The user list's page sizes: 10 a page (list view) or 12 (card grid). */
export const CONTS_PAGE_SIZES = [10, 12] as const;

/** The fields of a save (the names a version's chgFlds lists), in the form's order; sttsCd and pblcDt change by the state call. */
export const CONTS_FIELDS = {
  contsTtl: '제목',
  contsKndCd: '유형',
  contsSmry: '요약',
  contsCn: '본문',
  vdoUrl: '영상 주소',
  vdoTrnscr: '영상 대본',
  atchFileModuleId: '첨부파일',
  thmbFileId: '대표 이미지',
  thmbAlt: '대표 이미지 대체 텍스트',
  schlLvls: '대상 학교급',
  clsfCds: '분류',
  sttsCd: '상태',
  pblcDt: '게시 일시',
} as const;
export type TContsField = keyof typeof CONTS_FIELDS;

export const CONTS_LIMITS = {
  contsTtlMin: 2,
  contsTtl: 200,
  contsSmry: 1000,
  contsCn: 200_000,
  vdoTrnscr: 50_000,
  thmbAlt: 200,
  clsfCds: 20,
  qMin: 2,
  q: 50,
  /** related contents on a content's page */
  related: 4,
} as const;

export const CONTS_MESSAGES = {
  notFound: '콘텐츠를 찾을 수 없습니다.',
  verNotFound: '콘텐츠의 해당 버전을 찾을 수 없습니다.',
  clsfDup: '이미 추가된 분류입니다.',
  clsfRequired: '분류를 하나 이상 선택해 주세요.',
  clsfMax: `분류는 ${CONTS_LIMITS.clsfCds}개까지 선택할 수 있습니다.`,
  clsfUnknown: '선택한 분류를 찾을 수 없습니다.',
  schlLvls: '대상 학교급을 하나 이상 선택해 주세요.',
  contsKnd: '콘텐츠 유형을 선택해 주세요.',
  contsCn: '본문을 입력해 주세요.',
  vdoUrl: '영상 주소는 유튜브(youtube.com, youtu.be) 또는 비메오(vimeo.com)의 https 주소로 입력해 주세요.',
  vdoTrnscr: '영상 주소를 입력하면 영상 대본이나 내용 요약을 함께 입력해야 합니다.',
  sttsSame: '이미 같은 상태입니다.',
  sttsTransition: (from: TContsSttsCd, to: TContsSttsCd) => `'${CONTS_STTS[from]}' 상태에서 '${CONTS_STTS[to]}' 상태로 바꿀 수 없습니다.`,
  pblcDtRequired: '게시 일시를 입력해 주세요.',
  pblcDt: '게시 일시 형식이 올바르지 않습니다.',
  removeState: "'작성 중' 또는 '보관' 상태의 콘텐츠만 삭제할 수 있습니다.",
  q: `검색어는 ${CONTS_LIMITS.qMin}자 이상 입력해 주세요.`,
  pageSize: '한 쪽에 보이는 개수는 10 또는 12만 고를 수 있습니다.',
  restoreSame: '현재 버전은 복원할 수 없습니다.',
  /** shown beside a snapshot and in the restore confirm: attachments are files, not restored */
  atchNotRestored: '첨부파일과 대표 이미지는 복원되지 않습니다. 이 버전의 첨부파일은 이름만 보여 드립니다.',
} as const;

/** The hosts an external video may come from (embedded in privacy-enhanced mode). */
const VIDEO_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)$/i;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** True for an https YouTube or Vimeo address. */
export function isContsVideoUrl(value: string): boolean {
  const url = parseUrl(value.trim());
  return url !== null && url.protocol === 'https:' && VIDEO_HOSTS.test(url.hostname) && contsVideoEmbedUrl(value) !== null;
}

/**
 * The embed address of a YouTube or Vimeo video, privacy-enhanced (youtube-nocookie.com,
 * Vimeo's dnt=1); null for any other address.
 */
export function contsVideoEmbedUrl(value: string): string | null {
  const url = parseUrl(value.trim());
  if (!url || url.protocol !== 'https:' || !VIDEO_HOSTS.test(url.hostname)) return null;
  const host = url.hostname.replace(/^(?:www\.|m\.)/i, '').toLowerCase();
  const id = (v: string | null | undefined) => (v && /^[A-Za-z0-9_-]{6,20}$/.test(v) ? v : null);
  if (host === 'youtu.be') {
    const v = id(url.pathname.split('/')[1]);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtube.com') {
    const segments = url.pathname.split('/').filter(Boolean);
    const v = segments[0] === 'watch' ? id(url.searchParams.get('v')) : ['embed', 'shorts', 'live'].includes(segments[0] ?? '') ? id(segments[1]) : null;
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  const v = url.pathname
    .split('/')
    .filter(Boolean)
    .find((s) => /^\d{5,12}$/.test(s));
  return v ? `https://player.vimeo.com/video/${v}?dnt=1` : null;
}
