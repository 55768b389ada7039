/** The career remarks' messages (Korean; spec §8 'no career specialty content'). */
export const CRR_SPCLT_MESSAGES = {
  noContent: '진로 특기사항으로 작성할 내용이 없습니다.',
  overLimit: (max: number, count: number) =>
    `진로활동 특기사항은 ${max.toLocaleString('ko-KR')}바이트까지 입력할 수 있습니다. 지금 ${count.toLocaleString('ko-KR')}바이트입니다.`,
  tooLong: (max: number) => `${max.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  classForbidden: '이 학급의 특기사항을 작성할 권한이 없습니다.',
  classNotFound: '학급을 찾을 수 없습니다.',
  studentNotInClass: '이 학급에서 학생을 찾을 수 없습니다.',
} as const;
