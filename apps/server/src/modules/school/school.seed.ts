import type { TSeeder } from '../../db/seeder.js';
import { seedSchools, type TSchoolWrite } from './school.repo.js';

type TDemoSchool = [schlNm: string, schlTypeCd: string, neisSchlCd: string, instCd: string | null, addr: string];

/** Invented schools (NEIS-like codes in a range no real school uses) across the three school types. */
const DEMO_SCHOOLS: TDemoSchool[] = [
  ['진로초등학교', 'EL01', '9990001', 'DEMO02', '서울특별시 진로구 동부로 11'],
  ['꿈길초등학교', 'EL01', '9990002', 'DEMO03', '서울특별시 진로구 서부로 12'],
  ['새싹초등학교', 'EL01', '9990003', 'DEMO02', '서울특별시 진로구 새싹길 13'],
  ['진로중학교', 'MD01', '9990004', 'DEMO02', '서울특별시 진로구 동부로 21'],
  ['미래중학교', 'MD01', '9990005', 'DEMO03', '서울특별시 진로구 미래로 22'],
  ['진로고등학교', 'HI01', '9990006', 'DEMO01', '서울특별시 진로구 교육로 31'],
  ['희망고등학교', 'HI01', '9990007', 'DEMO03', '서울특별시 진로구 희망로 32'],
  ['나래고등학교', 'HI01', '9990008', null, '서울특별시 진로구 나래길 33'],
];

export const schoolSeeder: TSeeder = {
  name: 'school',
  codeGroups: [
    {
      comCdId: 'REGION',
      comCdNm: '지역(시도교육청)',
      cdExpln: 'NEIS 시도교육청 코드',
      sortSeq: 12,
      childSysYn: 'Y',
      children: [
        { comCd: 'B10', comCdNm: '서울' },
        { comCd: 'C10', comCdNm: '부산' },
        { comCd: 'D10', comCdNm: '대구' },
        { comCd: 'E10', comCdNm: '인천' },
        { comCd: 'F10', comCdNm: '광주' },
        { comCd: 'G10', comCdNm: '대전' },
        { comCd: 'H10', comCdNm: '울산' },
        { comCd: 'I10', comCdNm: '세종' },
        { comCd: 'J10', comCdNm: '경기' },
        { comCd: 'K10', comCdNm: '강원' },
        { comCd: 'M10', comCdNm: '충북' },
        { comCd: 'N10', comCdNm: '충남' },
        { comCd: 'P10', comCdNm: '전북' },
        { comCd: 'Q10', comCdNm: '전남' },
        { comCd: 'R10', comCdNm: '경북' },
        { comCd: 'S10', comCdNm: '경남' },
        { comCd: 'T10', comCdNm: '제주' },
      ],
    },
  ],
  adminMenus: [{ id: 'A0502', up: 'A05', sort: 2, nm: '학교 정보', url: '/admin/schlInfoMng' }],
  async demo(tx) {
    await seedSchools(
      tx,
      DEMO_SCHOOLS.map(([schlNm, schlTypeCd, neisSchlCd, instCd, addr], i): TSchoolWrite => ({
        schlNm,
        schlTypeCd,
        regionCd: 'B10',
        addr,
        zip: `0${3000 + i}`,
        telno: `02-000-${5001 + i}`,
        hmpgUrl: null,
        neisSchlCd,
        instCd,
        useYn: 'Y',
      })),
    );
  },
};
