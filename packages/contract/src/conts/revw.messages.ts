/** Reviews of contents and fusion programs (issue 20): labels, limits and messages (Korean). */
export const REVW_TRGT_SE_CDS = ['CONTS', 'PRGRM'] as const;
export type TRevwTrgtSeCd = (typeof REVW_TRGT_SE_CDS)[number];
export const REVW_TRGT_SE_LABELS: Record<TRevwTrgtSeCd, string> = { CONTS: '콘텐츠', PRGRM: '융합활동 프로그램' };

export const REVW_PAGE_SIZE = 10;
export const REVW_RTNG_MIN = 1;
export const REVW_RTNG_MAX = 5;
export const REVW_CN_MIN = 10;
export const REVW_CN_MAX = 1000;
export const REVW_ANS_MAX = 1000;
export const REVW_HIDE_RSN_MAX = 200;

/** Why a visitor may not write a review here (canWrite 'N'). */
export const REVW_CANT_WRITE_RSNS = ['LOGIN', 'WRITTEN', 'NOT_ATTENDED'] as const;
export type TRevwCantWriteRsn = (typeof REVW_CANT_WRITE_RSNS)[number];

export const REVW_MESSAGES = {
  cantWrite: {
    LOGIN: '로그인하면 후기를 남길 수 있습니다.',
    WRITTEN: '이미 후기를 남겼습니다. 남긴 후기를 수정할 수 있습니다.',
    NOT_ATTENDED: '프로그램에 참여(출석)한 학생만 후기를 남길 수 있습니다.',
  } satisfies Record<TRevwCantWriteRsn, string>,
  rtngRange: `별점은 ${REVW_RTNG_MIN}점에서 ${REVW_RTNG_MAX}점 사이로 선택해 주세요.`,
  revwCnLength: `후기는 ${REVW_CN_MIN}자 이상 ${REVW_CN_MAX}자 이하로 입력해 주세요.`,
  hideRsnRequired: '숨김 사유를 입력해 주세요.',
  trgtNotFound: '후기를 남길 대상을 찾을 수 없습니다.',
  notFound: '후기를 찾을 수 없습니다.',
  forbidden: '본인이 작성한 후기만 수정하거나 삭제할 수 있습니다.',
  duplicate: '이미 이 대상에 후기를 남겼습니다. 남긴 후기를 수정해 주세요.',
  notAttended: '프로그램에 참여(출석)한 학생만 후기를 남길 수 있습니다.',
  personalInfo: (kinds: string) => `개인정보(${kinds})로 보이는 내용이 있어 등록할 수 없습니다. 해당 내용을 지운 뒤 다시 등록해 주세요.`,
  created: '후기를 등록했습니다.',
  createdWithPoint: (points: number) => `후기를 등록했습니다. 포인트 ${points}점이 적립되었습니다.`,
  updated: '후기를 수정했습니다.',
  deleted: '후기를 삭제했습니다.',
  hidden: '후기를 숨겼습니다.',
  shown: '후기 숨김을 해제했습니다.',
  answered: '답변을 저장했습니다.',
  answerRemoved: '답변을 삭제했습니다.',
  period: '검색 종료일은 시작일보다 빠를 수 없습니다.',
  pointReason: (trgtTtl: string) => `후기 작성: ${trgtTtl}`,
  excelSheet: '후기 목록',
  excelFileStem: '콘텐츠_후기목록',
} as const;

/** What the personal-data access log records (SECURITY 17). */
export const REVW_LOG = {
  list: '콘텐츠 후기 목록 조회',
  excel: '콘텐츠 후기 목록 내려받기',
} as const;
