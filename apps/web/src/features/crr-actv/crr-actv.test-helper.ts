import type { TCrrActvListResponse, TCrrActvView, TCrrActvWriteTargets } from '@portal/contract';

/** A student's own activity as the view call answers it to its writer (component tests). */
export const ACTV: TCrrActvView = {
  crrActvId: 21,
  actvSeCd: 'STDNT',
  wrtrId: 'student1',
  wrtrNm: '김학생',
  schlNm: '진로중학교',
  grd: 2,
  actvYmd: '2026-05-12',
  schlYr: 2026,
  actvNm: '지역 방송국 견학',
  actvPrps: '방송 제작 과정을 직접 보고 관련 직업을 알아보기 위해',
  actvPlc: '지역 방송국',
  actvDgstfn: '5',
  dutyCr: '방송 연출가',
  jobCd: 'J0007',
  actvCn: '방송국의 주조정실과 스튜디오를 둘러보고 프로듀서에게 프로그램이 기획부터 방송까지 어떻게 만들어지는지 설명을 들었다.',
  actvOpnn: '한 프로그램에 많은 사람이 함께 일한다는 것을 알게 되었고, 기획하는 일에 관심이 생겨 관련 학과를 더 찾아보기로 했다.',
  atchFileModuleId: null,
  files: [],
  clsId: null,
  students: [{ userId: 'student1', userNm: '김학생' }],
  editable: true,
  regDt: '2026-05-12T03:00:00.000Z',
  mdfcnDt: '2026-05-12T03:00:00.000Z',
};

/** What the student's info call answers that the form reads (the school and grade as chosen at join). */
export const MY_INFO = { userId: 'student1', userNm: '김학생', schlNm: '진로중학교', grd: 2, clsNm: '3' };

/** A homeroom teacher's: class 2-3 with three students. */
export const TEACHER_TARGETS: TCrrActvWriteTargets = {
  schlNm: '진로중학교',
  schlYr: 2026,
  classes: [
    {
      clsId: 7,
      grd: 2,
      clsNo: 3,
      students: [
        { userId: 'student1', userNm: '김학생', stdntNo: 7 },
        { userId: 'stu2301', userNm: '이하늘', stdntNo: 1 },
        { userId: 'stu2302', userNm: '박바다', stdntNo: 2 },
      ],
    },
  ],
};

const PAGING = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 1, nextLinkPage: 1 };

/** One page with ACTV on it. */
export const LIST: TCrrActvListResponse = {
  list: [
    {
      crrActvId: ACTV.crrActvId,
      actvSeCd: 'STDNT',
      actvNm: ACTV.actvNm,
      actvYmd: ACTV.actvYmd,
      schlYr: 2026,
      schlNm: ACTV.schlNm,
      grd: 2,
      actvPlc: ACTV.actvPlc,
      actvDgstfn: '5',
      dutyCr: ACTV.dutyCr,
      stdntNm: '김학생',
      stdntCnt: 1,
      wrtrNm: '김학생',
      fileCnt: 0,
      regDt: ACTV.regDt,
    },
  ],
  pagination: PAGING,
};

export const EMPTY_LIST: TCrrActvListResponse = { list: [], pagination: { ...PAGING, countItem: 0, countPage: 0 } };

export const student = { userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' } as const;
export const teacher = { userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' } as const;
