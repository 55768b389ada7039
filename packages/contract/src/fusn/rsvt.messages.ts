/** School reservations' messages (Korean, spec §8 style); field rules use VALIDATION_MESSAGES (spec §5). */
export const FUSN_RSVT_MESSAGES = {
  seatsShort: '남은 자리가 부족합니다.',
  unitFull: '이 모둠의 정원이 모두 찼습니다.',
  deadlinePassed: '신청 마감이 지났습니다.',
  notOpenYet: '아직 예약을 받지 않는 회차입니다. 예약 시작 일시 이후에 신청해 주세요.',
  duplicateRsvt: '이미 예약한 회차입니다.',
  termLimit: '이번 학기 예약 가능 횟수를 넘었습니다.',
  unitSum: '모둠 정원의 합이 예약 인원과 같아야 합니다.',
  unitCount: (max: number) => `모둠은 1개 이상 ${max}개 이하로 나누어 주세요.`,
  unitNmDuplicate: '모둠 이름이 겹칩니다. 서로 다른 이름을 입력해 주세요.',
  mngrOnly: '예약 담당 교사만 예약할 수 있습니다.',
  teacherOnly: '학교 소속이 승인된 교사만 이용할 수 있습니다.',
  studentOnly: '학생 회원만 신청할 수 있습니다.',
  notStudentOfSchool: '이 학교의 학생만 신청할 수 있습니다. 학급 소속이 승인되었는지 확인해 주세요.',
  notTeacherOfSchool: '이 학교의 예약만 볼 수 있습니다.',
  listForbidden: '이 예약의 학생 목록을 볼 권한이 없습니다.',
  sesnNotFound: '회차를 찾을 수 없습니다.',
  sesnClosed: '운영하지 않는 회차입니다.',
  notGrpPrgrm: '학교 단체 예약을 받는 프로그램이 아닙니다.',
  prgrmNotOpen: '지금은 예약을 받지 않는 프로그램입니다.',
  schlLvlMismatch: '이 프로그램의 대상 학교급이 아닙니다.',
  notFound: '예약을 찾을 수 없습니다.',
  unitNotFound: '모둠을 찾을 수 없습니다.',
  alreadyCancelled: '이미 취소된 예약입니다.',
  rsvtNotLive: '취소되었거나 종료된 예약입니다.',
  cancelAfterDeadline: '신청 마감이 지나 취소할 수 없습니다. 교육원에 문의해 주세요.',
  adminCancelAfterEnd: '이미 끝난 회차의 예약은 취소할 수 없습니다.',
  confirmOnlyAply: '신청 상태의 예약만 확정할 수 있습니다.',
  cnclRsnRequired: '취소 사유를 입력해 주세요.',
  cnclRsnLength: '취소 사유는 2자 이상 500자 이하로 입력해 주세요.',
  bfrSrvyFirst: '사전 설문에 먼저 응답해 주세요.',
  alreadyApplied: '이미 이 회차에 신청했습니다.',
  aplyNotFound: '신청 내역이 없습니다.',
  notInTarget: '이 예약의 대상 학생이 아닙니다.',
  noStudents: '학생을 한 명 이상 선택해 주세요.',
  invalidDate: '날짜 형식이 올바르지 않습니다.',
  periodOrder: '검색 종료일은 시작일보다 앞설 수 없습니다.',
  pointReason: (prgrmNm: string) => `융합활동 신청: ${prgrmNm}`,
  cnclByAdmin: (cnclRsn: string) => `교육원 취소: ${cnclRsn}`,
  /** why an assignment was refused (assign answers each refused student with one of these) */
  refused: {
    notStudent: '이 학교의 학생이 아닙니다.',
    alreadyApplied: '이미 신청한 학생입니다.',
    unitFull: '모둠 정원이 찼습니다.',
  },
} as const;

/** What the personal-data access log records for a teacher's or administrator's read (SECURITY 17). */
export const FUSN_RSVT_LOG = {
  aplyList: (schlRsvtId: number) => `융합활동 예약 ${schlRsvtId} 신청 학생 목록 조회`,
  notAplyList: (schlRsvtId: number) => `융합활동 예약 ${schlRsvtId} 미신청 학생 목록 조회`,
  assign: (schlRsvtId: number, count: number) => `융합활동 예약 ${schlRsvtId} 학생 배정 ${count}명`,
  remind: (schlRsvtId: number, count: number) => `융합활동 예약 ${schlRsvtId} 신청 안내 ${count}명`,
  admStdntList: (schlRsvtId: number) => `융합활동 예약 ${schlRsvtId} 학생 목록 조회(관리자)`,
  excel: '융합활동 단체 예약 목록 내려받기',
} as const;

/** The states as the pages name them (rsvtSttsView). */
export const FUSN_RSVT_STTS_NM = { APLY: '신청', CNFM: '확정', CLSD: '마감', CMPL: '완료', CNCL: '취소' } as const;

/** Limits of a reservation. */
export const FUSN_RSVT_LIMITS = { unitsMax: 10, stdntCntMax: 500, unitNmMax: 30, cnclRsnMin: 2, cnclRsnMax: 500, userIdsMax: 500 } as const;
