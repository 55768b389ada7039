import type { TPortfloView } from '@portal/contract';

/** student1's portfolio as the server answers the student: every section, POINT hidden from others. */
export const ownView = (over: Partial<TPortfloView> = {}): TPortfloView => ({
  userId: 'student1',
  userNm: '김학생',
  own: true,
  settings: { slfIntrcn: '과학을 좋아하는 학생입니다.', goal: null, hiddenSections: ['POINT'] },
  profile: { schlNm: '진로중학교', grd: 2, clsNm: '3' },
  insp: [{ sheetId: 9, inspId: 1, inspNm: '직업흥미검사', cmplAt: '2026-04-01T01:00:00.000Z', schlYr: 2026, code: 'IA', topScales: ['탐구형', '예술형'] }],
  actv: [
    {
      schlYr: 2026,
      list: [
        {
          crrActvId: 31,
          actvSeCd: 'STDNT',
          actvNm: '과학관 견학',
          actvYmd: '2026-05-02',
          schlYr: 2026,
          schlNm: '진로중학교',
          grd: 2,
          actvPlc: '국립과학관',
          dutyCr: '연구원',
        },
      ],
    },
  ],
  prgrm: [],
  cntst: [
    { entryId: 4, cntstId: 2, cntstTtl: '진로 에세이 공모전', entryTtl: '나의 꿈', entryAt: '2026-06-01T03:00:00.000Z', schlYr: 2026, prizeNm: '우수상' },
  ],
  point: { earned: 1200, balance: 300 },
  ...over,
});

/** The same portfolio read by a teacher: not own, the hidden section left out. */
export const teacherView = (): TPortfloView => ({ ...ownView(), own: false, point: null });
