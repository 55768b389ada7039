import type { TSeeder } from '../../db/seeder.js';
import { seedCrrSitesWhenEmpty, type TCrrSiteWrite } from './crr-site.repo.js';

/** The demo logos (apps/server/demo/crr-site), by site name; crr-site.demo-images.ts stores them. */
export const DEMO_LOGOS: Record<string, string> = {
  커리어넷: 'careernet.png',
  '워크넷(고용24)': 'worknet.png',
  '대입정보포털 어디가': 'adiga.png',
  꿈길: 'ggoomgil.png',
  '국가직무능력표준(NCS)': 'ncs.png',
  큐넷: 'qnet.png',
  한국산업인력공단: 'hrdk.png',
};

/** Demo career sites: real public Korean career sites (categories: CRR_SITE_CTGRY codes). */
const DEMO_SITES: TCrrSiteWrite[] = [
  {
    siteNm: '커리어넷',
    siteUrl: 'https://www.career.go.kr',
    ctgryCd: 'INSP',
    siteExpln: '한국직업능력연구원이 운영하는 진로정보망입니다. 진로심리검사, 직업·학과 정보와 진로상담을 제공합니다.',
  },
  {
    siteNm: '워크넷(고용24)',
    siteUrl: 'https://www.work.go.kr',
    ctgryCd: 'INFO',
    siteExpln: '고용노동부의 일자리·직업정보 서비스입니다. 직업심리검사와 직업·학과 정보를 찾아볼 수 있습니다.',
  },
  {
    siteNm: '대입정보포털 어디가',
    siteUrl: 'https://www.adiga.kr',
    ctgryCd: 'EDU',
    siteExpln: '한국대학교육협의회의 대입정보포털입니다. 대학·학과·전형 정보와 대입 상담을 제공합니다.',
  },
  {
    siteNm: '꿈길',
    siteUrl: 'https://www.ggoomgil.go.kr',
    ctgryCd: 'EXPR',
    siteExpln: '교육부의 진로체험 지원 전산망입니다. 지역의 진로체험처와 체험 프로그램을 찾고 신청할 수 있습니다.',
  },
  {
    siteNm: '국가직무능력표준(NCS)',
    siteUrl: 'https://www.ncs.go.kr',
    ctgryCd: 'INFO',
    siteExpln: '산업현장에서 직무를 수행하는 데 필요한 능력을 국가가 체계화한 표준입니다. 직무별 능력단위와 학습모듈을 볼 수 있습니다.',
  },
  {
    siteNm: '큐넷',
    siteUrl: 'https://www.q-net.or.kr',
    ctgryCd: 'ETC',
    siteExpln: '국가기술자격 시험 정보와 원서 접수 서비스입니다. 자격 종목별 응시 요건과 일정을 확인할 수 있습니다.',
  },
  {
    siteNm: '한국산업인력공단',
    siteUrl: 'https://www.hrdk.or.kr',
    ctgryCd: 'ETC',
    siteExpln: '직업능력개발, 국가자격, 해외취업을 지원하는 공공기관입니다.',
  },
].map((site, i) => ({ ...site, logoFileId: null, logoAlt: `${site.siteNm} 로고`, sortSeq: i + 1, useYn: 'Y' as const }));

export const crrSiteSeeder: TSeeder = {
  name: 'crr-site',
  codeGroups: [
    {
      comCdId: 'CRR_SITE_CTGRY',
      comCdNm: '진로 사이트 분류',
      cdExpln: '진로 사이트(/infoGd/crrSite)의 분류',
      sortSeq: 9,
      childSysYn: 'N',
      children: [
        { comCd: 'INSP', comCdNm: '진로검사' },
        { comCd: 'INFO', comCdNm: '직업·학과 정보' },
        { comCd: 'EXPR', comCdNm: '진로체험' },
        { comCd: 'EDU', comCdNm: '교육기관' },
        { comCd: 'ETC', comCdNm: '기타' },
      ],
    },
  ],
  userMenus: [
    { id: 'M05', sort: 5, nm: '정보 안내', url: '/infoGd/crrSite' },
    { id: 'M0501', up: 'M05', sort: 1, nm: '진로 사이트', url: '/infoGd/crrSite' },
    { id: 'M0505', up: 'M05', sort: 5, nm: '커리어넷', url: 'https://www.career.go.kr', trgt: 'B', expln: '국가 진로교육 포털(새 창)' },
  ],
  adminMenus: [{ id: 'A0603', up: 'A06', sort: 3, nm: '진로 사이트', url: '/admin/crrSiteMng' }],
  async demo(tx) {
    await seedCrrSitesWhenEmpty(tx, DEMO_SITES);
  },
};
