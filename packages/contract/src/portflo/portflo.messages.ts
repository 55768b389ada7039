/** The portfolio's messages (Korean, spec §8 style). */
export const PORTFLO_MESSAGES = {
  studentOnly: '학생 회원만 포트폴리오를 이용할 수 있습니다.',
  settingsOwnOnly: '포트폴리오 설정은 학생 본인만 바꿀 수 있습니다.',
  // the fusion issue fills programs and certificates; until then the section is empty
  noPrograms: '참여한 프로그램이 없습니다.',
  noActivities: '등록된 진로활동이 없습니다.',
  noTests: '완료한 검사가 없습니다.',
  noContests: '응모한 공모전이 없습니다.',
  noHistory: '진로이력이 없습니다.',
  dupSection: '같은 항목을 두 번 고를 수 없습니다.',
  unknownSection: '포트폴리오에 없는 항목입니다.',
  // the settings' fields, named in the prohibited-word and personal-information answers and in the PDF
  slfIntrcnLabel: '자기소개',
  goalLabel: '진로 목표',
  personalInfo: (kinds: string) => `개인정보(${kinds})는 포트폴리오에 적을 수 없습니다.`,
} as const;

/** What the personal-data access log records for a read by someone other than the student (SECURITY 17). */
export const PORTFLO_LOG = {
  view: '포트폴리오 조회',
  pdf: '포트폴리오 PDF 내려받기',
  fusion: '융합 진로활동 목록 조회',
  hstry: '진로이력 조회',
  actvDtls: '진로활동 상세 조회',
  stdnts: (schlYr: number) => `진로이력 학생 선택 목록 조회: ${schlYr}학년도 학급별 학생`,
} as const;
