import type { TSeeder } from '../../db/seeder.js';
import { seedInstCodes } from './inst-code.repo.js';

/** Demo data: an office of education with two district offices and the centre itself (names invented). */
export const instCodeSeeder: TSeeder = {
  name: 'inst-code',
  codeGroups: [
    {
      comCdId: 'INST_TYPE',
      comCdNm: '기관 유형',
      cdExpln: '기관 코드와 협력 기관의 유형',
      sortSeq: 11,
      childSysYn: 'N',
      children: [
        { comCd: 'OFCDC', comCdNm: '교육청' },
        { comCd: 'SCHL', comCdNm: '학교' },
        { comCd: 'CRR_CNTR', comCdNm: '진로체험지원센터' },
        { comCd: 'UNIV', comCdNm: '대학' },
        { comCd: 'PUBLIC', comCdNm: '공공기관' },
        { comCd: 'CORP', comCdNm: '기업' },
        { comCd: 'ETC', comCdNm: '기타' },
      ],
    },
  ],
  adminMenus: [
    { id: 'A05', sort: 5, nm: '기관·학교 관리', url: '/admin/instCode' },
    { id: 'A0501', up: 'A05', sort: 1, nm: '기관 코드', url: '/admin/instCode' },
  ],
  async demo(tx) {
    await seedInstCodes(tx, [
      {
        instCd: 'DEMO01',
        instNm: '진로교육청',
        instTypeCd: 'OFCDC',
        regionCd: 'B10',
        upInstCd: null,
        telno: '02-000-1000',
        addr: '서울특별시 진로구 교육로 1',
        sortSeq: 1,
        useYn: 'Y',
      },
      {
        instCd: 'DEMO02',
        instNm: '진로교육청 동부교육지원청',
        instTypeCd: 'OFCDC',
        regionCd: 'B10',
        upInstCd: 'DEMO01',
        telno: '02-000-2000',
        addr: '서울특별시 진로구 동부로 2',
        sortSeq: 2,
        useYn: 'Y',
      },
      {
        instCd: 'DEMO03',
        instNm: '진로교육청 서부교육지원청',
        instTypeCd: 'OFCDC',
        regionCd: 'B10',
        upInstCd: 'DEMO01',
        telno: '02-000-3000',
        addr: '서울특별시 진로구 서부로 3',
        sortSeq: 3,
        useYn: 'Y',
      },
      {
        instCd: 'DEMO04',
        instNm: '진로체험지원센터',
        instTypeCd: 'CRR_CNTR',
        regionCd: 'B10',
        upInstCd: 'DEMO01',
        telno: '02-000-4000',
        addr: '서울특별시 진로구 체험로 4',
        sortSeq: 4,
        useYn: 'Y',
      },
    ]);
  },
};
