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
} as const;
