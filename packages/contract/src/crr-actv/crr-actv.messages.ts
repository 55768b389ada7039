/** The career activities' messages (Korean, spec §8 style); field rules use VALIDATION_MESSAGES (spec §5). */
export const CRR_ACTV_MESSAGES = {
  notFound: '진로활동을 찾을 수 없습니다.',
  forbidden: '이 진로활동을 볼 권한이 없습니다.',
  memberOnly: '진로활동은 학생 회원과 학교 소속이 승인된 교사만 이용할 수 있습니다.',
  fusnReadOnly: '융합 진로활동은 체험 출석 기록으로 만들어지며 직접 작성하거나 고칠 수 없습니다.',
  stdntOnly: '학생 진로활동은 학생 회원만 작성할 수 있습니다.',
  tchrOnly: '학교 진로활동은 학교 소속이 승인된 교사만 작성할 수 있습니다.',
  writerOnly: '작성자만 고치거나 삭제할 수 있습니다.',
  clsRequired: '활동을 기록할 학급을 선택해 주세요.',
  clsEmpty: '이 학급에 승인된 학생이 없습니다.',
  stdntNotInCls: '선택한 학생이 이 학급의 학생이 아닙니다.',
  futureDate: '오늘 이후의 날짜는 입력할 수 없습니다.',
  invalidDate: '올바른 날짜 형식이 아닙니다.',
  periodOrder: '검색 종료일은 시작일보다 앞설 수 없습니다.',
  jobNotFound: '선택한 직업을 찾을 수 없습니다. 다시 선택하거나 직접 입력해 주세요.',
  personalInfo: (kinds: string) => `개인정보(${kinds})로 보이는 내용이 있어 저장할 수 없습니다. 해당 내용을 지운 뒤 다시 저장해 주세요.`,
  pointReason: (actvNm: string) => `진로활동 작성: ${actvNm}`,
  pointWithdrawReason: (actvNm: string) => `진로활동 삭제: ${actvNm}`,
  pointSpent: '이 활동으로 적립된 포인트를 이미 사용하여 활동을 삭제할 수 없습니다.',
} as const;

/** What the personal-data access log records for a teacher's or administrator's read (SECURITY 17). */
export const CRR_ACTV_LOG = {
  list: (actvSeCd: string) => `진로활동 목록 조회(${actvSeCd})`,
  studentList: '학생 진로활동 목록 조회',
  view: (crrActvId: number) => `진로활동 ${crrActvId} 조회`,
  writeTargets: (schlYr: number, count: number) => `학교 진로활동 작성 대상 학생 조회: ${schlYr}학년도 ${count}명`,
  classExport: (c: { schlYr: number; grd: number; clsNo: number }) => `학급 진로활동 목록: ${c.schlYr}학년도 ${c.grd}학년 ${c.clsNo}반`,
} as const;
