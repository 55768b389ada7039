/** Schools' teachers, classes and rosters (issue 18): the Korean messages (spec §8 style). */
export const CLS_MESSAGES = {
  // who may (design.md "who may read a student")
  teacherOnly: '학교 소속이 승인된 교사만 이용할 수 있습니다.',
  studentForbidden: '이 학생의 정보를 볼 권한이 없습니다.',
  crrTchrOnly: '학교의 진로전담교사만 할 수 있습니다.',
  classForbidden: '담임 학급이 아니어서 관리할 수 없습니다. 진로전담교사에게 요청해 주세요.',
  otherSchool: '다른 학교의 정보는 볼 수 없습니다.',
  // records
  classNotFound: '학급을 찾을 수 없습니다.',
  teacherNotFound: '교사를 찾을 수 없습니다.',
  schoolNotFound: '학교 목록에 없는 학교입니다. 학교 찾기에서 학교를 다시 선택해 주세요.',
  // the join request and approvals
  notTeacherAccount: '교사 회원만 학교 소속을 신청할 수 있습니다.',
  alreadyApproved: '이미 학교 소속이 승인되었습니다.',
  notPending: '승인 대기 중인 교사가 아닙니다.',
  notApprovedTeacher: '학교 소속이 승인된 교사만 진로전담교사로 지정할 수 있습니다.',
  // classes
  classExists: '이미 있는 학급입니다.',
  grd: (max: number) => `학년은 1학년부터 ${max}학년 중에서 선택해 주세요.`,
  clsNo: '반은 1반부터 30반 중에서 입력해 주세요.',
  schlYr: '학년도가 올바르지 않습니다.',
  hmrmNotTeacher: '담임교사는 이 학교 소속이 승인된 교사 중에서 지정해 주세요.',
  rsvtMngrNotTeacher: '예약 담당자는 이 학교 소속이 승인된 교사 중에서 지정해 주세요.',
  crrTchrNotTeacher: '진로전담교사는 이 학교 소속이 승인된 교사 중에서 지정해 주세요.',
  hmrmTwice: '한 교사를 두 학급의 담임으로 지정할 수 없습니다.',
  crrTchrRequired: '진로전담교사를 한 명 이상 지정해 주세요.',
  classOfOtherYear: '이 학년도의 학급이 아닙니다.',
  // the roster
  stdntNo: '번호는 1번부터 99번 중에서 입력해 주세요.',
  stdntNoTaken: (no: number) => `이 학급에 ${no}번 학생이 이미 있습니다.`,
  stdntNoTwice: (no: number) => `${no}번을 두 학생에게 지정했습니다.`,
  stdntNoRace: '다른 교사가 방금 같은 번호를 지정했습니다. 학급 명단을 새로 고친 뒤 다시 지정해 주세요.',
  notPendingStudent: '이 학급의 승인 대기 학생이 아닙니다.',
  notInClass: '이 학급의 학생이 아닙니다.',
  moveSameClass: '지금 학급과 다른 학급을 선택해 주세요.',
  moveOtherSchool: '같은 학교, 같은 학년도의 학급으로만 옮길 수 있습니다.',
  studentsRequired: '승인할 학생을 한 명 이상 선택해 주세요.',
  // promotion
  promotionNone: '진급할 학생이 없습니다.',
  // the personal-data access log (privacy-log)
  rosterLogDesc: (schlYr: number, grd: number, clsNo: number) => `${schlYr}학년도 ${grd}학년 ${clsNo}반 학생 명단`,
} as const;
