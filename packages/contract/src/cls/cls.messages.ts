/** Messages of schools' teachers and classes (issue 18). */
export const CLS_MESSAGES = {
  studentForbidden: '이 학생의 정보를 볼 권한이 없습니다.',
  teacherOnly: '학교 소속이 승인된 교사만 이용할 수 있습니다.',
} as const;
