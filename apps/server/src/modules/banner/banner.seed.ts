import type { TSeeder } from '../../db/seeder.js';
import { seedBannersWhenEmpty } from './banner.repo.js';

/** Demo data: two banners on /main, with a fixed wide period (seeds run at every start); their pictures are banner.demo-images.ts. */
const PERIOD = { bgngDt: '2026-01-01T00:00:00+09:00', endDt: '2030-12-31T23:59:59+09:00' };

export const bannerSeeder: TSeeder = {
  name: 'banner',
  codeGroups: [
    {
      comCdId: 'BANNER_SE',
      comCdNm: '배너 구분',
      cdExpln: '배너가 나오는 화면',
      sortSeq: 10,
      childSysYn: 'Y',
      children: [
        { comCd: 'MAIN', comCdNm: '홈' },
        { comCd: 'SUB', comCdNm: '하위 페이지' },
      ],
    },
  ],
  adminMenus: [{ id: 'A0404', up: 'A04', sort: 4, nm: '배너 관리', url: '/admin/banner' }],
  async demo(tx) {
    await seedBannersWhenEmpty(tx, [
      {
        bannerNm: '커리어넷',
        bannerSeCd: 'MAIN',
        ...PERIOD,
        sortSeq: 1,
        imageFileId: null,
        altText: '커리어넷: 국가 진로교육 포털',
        linkUrl: 'https://www.career.go.kr',
        trgtTypeCd: 'B',
        useYn: 'Y',
      },
      {
        bannerNm: '주제관 소개',
        bannerSeCd: 'MAIN',
        ...PERIOD,
        sortSeq: 2,
        imageFileId: null,
        altText: '주제관 소개: 주제별 체험관에서 만나는 직업 세계',
        linkUrl: '/eduIntdcn/mnexhlIntdcn',
        trgtTypeCd: null,
        useYn: 'Y',
      },
    ]);
  },
};
