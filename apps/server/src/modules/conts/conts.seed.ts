import { CONTS_CLSF_GROUP, CONTS_CLSF_GROUPS, CONTS_KND, type TContsSnapshot } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import type { TSeeder } from '../../db/seeder.js';
import { searchTokens } from '../../lib/bigram.js';
import { htmlToText } from '../../lib/html-sanitize.js';
import { conts, contsClsf, contsVer } from './conts.table.js';
import { DEMO_CONTS } from './conts.demo-data.js';

const DAY = 24 * 60 * 60 * 1000;
const SYSTEM = { registeredBy: 'system', updatedBy: 'system' };

/** The classification tree's leaves: 2015 진로교육 성취기준's four areas, themes, job families and the centre's halls. */
const CLSF_LEAVES: Record<keyof typeof CONTS_CLSF_GROUPS, { comCd: string; comCdNm: string }[]> = {
  AREA: [
    { comCd: 'AREA01', comCdNm: '자기이해와 사회적 역량 개발' },
    { comCd: 'AREA02', comCdNm: '일과 직업세계 이해' },
    { comCd: 'AREA03', comCdNm: '진로 탐색' },
    { comCd: 'AREA04', comCdNm: '진로 디자인과 준비' },
  ],
  THEME: [
    { comCd: 'THEME01', comCdNm: '미래 사회와 신직업' },
    { comCd: 'THEME02', comCdNm: '학과·전공 탐색' },
    { comCd: 'THEME03', comCdNm: '진로 의사결정' },
    { comCd: 'THEME04', comCdNm: '창업가 정신' },
    { comCd: 'THEME05', comCdNm: '직업윤리와 노동 인권' },
    { comCd: 'THEME06', comCdNm: '디지털 역량' },
  ],
  JOB: [
    { comCd: 'JOB01', comCdNm: '경영·사무·금융' },
    { comCd: 'JOB02', comCdNm: '교육·연구' },
    { comCd: 'JOB03', comCdNm: '보건·의료' },
    { comCd: 'JOB04', comCdNm: '문화·예술·디자인·방송' },
    { comCd: 'JOB05', comCdNm: '정보통신·공학' },
    { comCd: 'JOB06', comCdNm: '사회복지·공공 서비스' },
  ],
  HALL: [
    { comCd: 'HALL01', comCdNm: '미래기술관' },
    { comCd: 'HALL02', comCdNm: '생명과학관' },
    { comCd: 'HALL03', comCdNm: '문화예술관' },
    { comCd: 'HALL04', comCdNm: '진로상담실' },
  ],
};

/** Demo mode, on an empty contents table only: the demo contents, each with its classifications and first version. */
async function demo(tx: TTx): Promise<void> {
  if ((await countRows(tx, conts, undefined)) > 0) return;
  const now = Date.now();
  for (const d of DEMO_CONTS) {
    const pblcDt = d.daysAgo === undefined ? null : new Date(now - d.daysAgo * DAY);
    const [row] = await tx
      .insert(conts)
      .values({
        contsTtl: d.contsTtl,
        contsKndCd: d.contsKndCd,
        contsSmry: d.contsSmry,
        contsCn: d.contsCn,
        vdoUrl: d.vdoUrl ?? null,
        vdoTrnscr: d.vdoTrnscr ?? null,
        schlLvls: d.schlLvls,
        sttsCd: d.sttsCd,
        pblcDt,
        inqCnt: d.inqCnt ?? 0,
        contsText: htmlToText(d.contsCn),
        srchTkns: searchTokens({ ttl: d.contsTtl, cn: `${d.contsSmry}\n${htmlToText(d.contsCn)}` }),
        ...SYSTEM,
      })
      .returning({ contsId: conts.contsId });
    const contsId = row!.contsId;
    await tx.insert(contsClsf).values(d.clsfCds.map((clsfCd, i) => ({ contsId, clsfCd, sortSeq: i })));
    const snpsht: TContsSnapshot = {
      contsTtl: d.contsTtl,
      contsKndCd: d.contsKndCd,
      contsSmry: d.contsSmry,
      contsCn: d.contsCn,
      vdoUrl: d.vdoUrl ?? null,
      vdoTrnscr: d.vdoTrnscr ?? null,
      atchFileModuleId: null,
      atchFileNms: [],
      thmbFileId: null,
      thmbAlt: null,
      schlLvls: d.schlLvls,
      clsfCds: d.clsfCds,
      sttsCd: d.sttsCd,
      pblcDt: pblcDt?.toISOString() ?? null,
    };
    const chgFlds = ['contsTtl', 'contsKndCd', 'contsSmry', 'contsCn', ...(d.vdoUrl ? ['vdoUrl', 'vdoTrnscr'] : []), 'schlLvls', 'clsfCds'];
    await tx.insert(contsVer).values({ contsId, verNo: 1, snpsht, chgFlds, registeredBy: 'system' });
  }
}

/** The contents library's codes, menus and demo contents (issue 20). */
export const contsSeeder: TSeeder = {
  name: 'conts',
  codeGroups: [
    {
      comCdId: 'CONTS_KND',
      comCdNm: '콘텐츠 유형',
      cdExpln: '진로 콘텐츠의 유형',
      sortSeq: 50,
      childSysYn: 'Y',
      children: Object.entries(CONTS_KND).map(([comCd, comCdNm]) => ({ comCd, comCdNm })),
    },
    {
      comCdId: CONTS_CLSF_GROUP,
      comCdNm: '콘텐츠 분류',
      cdExpln: '진로 콘텐츠의 분류 체계(진로역량 영역, 주제, 직업군, 전시관)',
      sortSeq: 51,
      childSysYn: 'N',
      children: (Object.entries(CONTS_CLSF_GROUPS) as [keyof typeof CONTS_CLSF_GROUPS, string][]).map(([comCd, comCdNm]) => ({
        comCd,
        comCdNm,
        children: CLSF_LEAVES[comCd],
      })),
    },
  ],
  userMenus: [{ id: 'M0506', up: 'M05', sort: 6, nm: '진로 콘텐츠', url: '/infoGd/conts' }],
  adminMenus: [
    { id: 'A0703', up: 'A07', sort: 3, nm: '콘텐츠 관리', url: '/admin/contents' },
    { id: 'A0704', up: 'A07', sort: 4, nm: '콘텐츠 후기 관리', url: '/admin/contentReview' },
    { id: 'A0705', up: 'A07', sort: 5, nm: '콘텐츠 일괄 등록', url: '/admin/contentsBundle' },
  ],
  demo: (tx) => demo(tx),
};
