/** Individual programs' messages (issue 19: applications, the lottery, the waitlist and offers). */
export const FUSN_INDV_MESSAGES = {
  sesnNotFound: '회차를 찾을 수 없습니다.',
  aplyNotFound: '신청 내역을 찾을 수 없습니다.',
  notIndv: '개인 프로그램의 회차가 아닙니다.',
  studentOnly: '학생 회원만 신청할 수 있습니다.',
  notOpen: '지금은 신청할 수 없는 프로그램입니다.',
  sesnCancelled: '취소된 회차입니다.',
  beforeOpen: '아직 신청 기간이 아닙니다.',
  deadlinePassed: '신청이 마감되었습니다.',
  full: '정원이 모두 찼습니다.',
  duplicate: '이미 신청했습니다.',
  schlLvl: '대상 학교급이 아닙니다.',
  bfrSrvy: '사전 설문에 먼저 응답해 주세요.',
  notApplied: '신청한 내역이 없습니다.',
  cancelDeadline: '신청 마감 뒤에는 취소할 수 없습니다.',
  cancelEnded: '이미 끝난 회차는 취소할 수 없습니다.',
  notLottery: '추첨 방식의 회차가 아닙니다.',
  drawTooEarly: '추첨은 신청 마감 후에 할 수 있습니다.',
  alreadyDrawn: '이미 추첨했습니다.',
  commitMismatch: '추첨 약속값과 비밀 값이 맞지 않아 추첨할 수 없습니다. 서버 비밀 키(SESSION_SECRET)가 바뀐 경우입니다.',
  noOffer: '받은 자리 제안이 없습니다.',
  offerExpired: '제안 시간이 지났습니다.',
  pointReason: (prgrmNm: string) => `융합활동 신청: ${prgrmNm}`,
} as const;

/** An application's state (fusn_aply.sttsCd) as the pages name it. */
export const FUSN_APLY_STTS_NM = {
  APLY: '신청 완료',
  PEND: '추첨 대기',
  WAIT: '대기',
  OFFR: '자리 제안',
  CNCL: '취소',
} as const;
