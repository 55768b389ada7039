/** Attendance, QR check-in and certificates (issue 19): labels and messages (Korean). */
export const ATNDC_CDS = ['PRSNT', 'LATE', 'ABSNT'] as const;
export type TAtndcCd = (typeof ATNDC_CDS)[number];
export const ATNDC_LABELS: Record<TAtndcCd, string> = { PRSNT: '출석', LATE: '지각', ABSNT: '결석' };

export const CHKIN_SE_CDS = ['QR', 'MNL'] as const;
export type TChkinSeCd = (typeof CHKIN_SE_CDS)[number];
export const CHKIN_SE_LABELS: Record<TChkinSeCd, string> = { QR: 'QR 체크인', MNL: '직접 확인' };

/** A QR token lives for one 30-second window; the previous window is still accepted. */
export const QR_WINDOW_SEC = 30;
/** Check-in opens this many minutes before the start; after start + LATE_AFTER_MIN it is LATE. */
export const CHKIN_OPEN_BEFORE_MIN = 30;
export const LATE_AFTER_MIN = 10;
/** A teacher marks from the session day until this many days after it. */
export const TCHR_MARK_DAYS = 7;

export const ATNDC_MESSAGES = {
  noActivityHere: '오늘 이 주제관에서 참여할 활동이 없습니다.',
  qrExpired: 'QR 코드가 만료되었습니다. 화면의 새 QR 코드를 다시 찍어 주세요.',
  checkedIn: '출석이 확인되었습니다.',
  checkedInLate: '지각으로 출석이 확인되었습니다.',
  alreadyCheckedIn: '이미 출석이 확인되었습니다.',
  studentOnly: 'QR 출석은 학생 회원만 할 수 있습니다.',
  certNotYet: '참가확인서는 활동이 끝난 뒤 발급됩니다.',
  certNotAttended: '출석이 확인된 활동만 참가확인서를 발급받을 수 있습니다.',
  certNotFound: '확인되지 않는 참가확인서 번호입니다.',
  aplyNotFound: '신청 내역을 찾을 수 없습니다.',
  aplyForbidden: '본인의 신청 내역만 볼 수 있습니다.',
  rsvtNotFound: '예약을 찾을 수 없습니다.',
  rsvtForbidden: '이 예약의 학생 출석을 볼 권한이 없습니다.',
  sesnNotFound: '회차를 찾을 수 없습니다.',
  hallNotFound: '주제관을 찾을 수 없습니다.',
  markTooEarly: '출석은 활동 당일부터 입력할 수 있습니다.',
  markTooLate: (days: number) => `출석은 활동일로부터 ${days}일이 지나면 고칠 수 없습니다. 센터에 문의해 주세요.`,
  markNotInRoster: '이 회차의 출석 명단에 없는 신청입니다.',
  markEmpty: '출석을 입력할 학생을 선택해 주세요.',
  marked: (count: number) => `${count}명의 출석을 저장했습니다.`,
  rsvtCancelled: '취소된 예약입니다.',
  sesnCancelled: '취소된 회차입니다.',
  pointReason: (prgrmNm: string) => `융합활동 참여: ${prgrmNm}`,
  pointWithdrawReason: (prgrmNm: string) => `융합활동 결석 처리: ${prgrmNm}`,
  pointSpent: '이 출석으로 적립된 포인트를 학생이 이미 사용하여 결석으로 바꿀 수 없습니다.',
  actvOpnn: '체험 후 만족도 조사로 소감을 남길 수 있습니다.',
  dutyCrDefault: '진로체험',
  certTitle: '참가확인서',
  certBody: (prgrmNm: string) => `위 학생은 진로융합교육센터의 「${prgrmNm}」 활동에 참가하였음을 확인합니다.`,
  certIssuer: '진로융합교육센터장',
  certVerifyHint: '아래 QR 코드 또는 참가확인서 확인 메뉴에서 번호로 진위를 확인할 수 있습니다.',
  excelSheet: '출석부',
  excelFileStem: '융합활동_출석부',
} as const;

/** What the personal-data access log records (SECURITY 17). */
export const ATNDC_LOG = {
  rsvtRoster: (schlRsvtId: number) => `융합활동 예약 ${schlRsvtId} 출석 명단 조회`,
  sesnRoster: (sesnId: number) => `융합활동 회차 ${sesnId} 출석 명단 조회`,
  excel: (sesnId: number) => `융합활동 회차 ${sesnId} 출석부 내려받기`,
} as const;
