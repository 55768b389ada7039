import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { searchTokens } from '../../lib/bigram.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { CONTS_COUNT_CAP } from './conts.public.service.js';
import { conts, contsClsf } from './conts.table.js';
import { contsCalls } from './conts.test-helper.js';

/** The public list's performance rules (decision 013 for contents): capped counts, the plain-text recheck, related contents ranked on conts_clsf. */

const ctx = useTestApp();
const { call, created, published } = contsCalls(() => ctx.app);
const HOUR = 60 * 60 * 1000;
const past = () => new Date(Date.now() - HOUR).toISOString();

let admin: TAgent;
let guest: TAgent;

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  guest = await anonymousAgent(ctx.app);
});

const get = (url: string) => call(guest, 'GET', url);
const q = (word: string) => encodeURIComponent(word);

test('over 1,000 matches the list counts up to the cap and says so (countCappedYn Y); fewer are counted exactly', async () => {
  const n = CONTS_COUNT_CAP + 5;
  const smry = '천문대 관측 안내';
  const rows = Array.from({ length: n }, (_, i) => {
    const ttl = `별자리 관측 자료 ${i + 1}`;
    const cn = `<p>관측 ${i + 1}</p>`;
    return {
      contsTtl: ttl,
      contsKndCd: 'DOC',
      contsSmry: smry,
      contsCn: cn,
      contsText: `관측 ${i + 1}`,
      schlLvls: ['MD01'],
      sttsCd: 'PBLC' as const,
      pblcDt: new Date(Date.now() - HOUR - i * 1000),
      srchTkns: searchTokens({ ttl, cn: `${smry}\n관측 ${i + 1}` }),
      registeredBy: 'system',
      updatedBy: 'system',
    };
  });
  await ctx.app.db.insert(conts).values(rows);

  const searched = await get(`/icec/api/conts?q=${q('별자리')}&maxResults=10&currentPage=1`);
  expect(searched.statusCode, searched.body).toBe(200);
  expect(searched.json().countCappedYn).toBe('Y');
  expect(searched.json().pagination).toMatchObject({ countItem: CONTS_COUNT_CAP, countPage: CONTS_COUNT_CAP / 10 });
  expect(searched.json().list).toHaveLength(10);
  // newest publication first
  expect(searched.json().list[0].contsTtl).toBe('별자리 관측 자료 1');

  // the unfiltered list is capped the same way
  expect((await get('/icec/api/conts?maxResults=10&currentPage=1')).json().countCappedYn).toBe('Y');

  // the card grid scrolls past the cap: a page before the end says there may be more; the page reaching the end counts them all
  const before = (await get(`/icec/api/conts?q=${q('별자리')}&maxResults=12&currentPage=83`)).json();
  expect(before).toMatchObject({ countCappedYn: 'Y', pagination: { currentPage: 83 } });
  expect(before.list).toHaveLength(12);
  const end = (await get(`/icec/api/conts?q=${q('별자리')}&maxResults=12&currentPage=84`)).json();
  expect(end).toMatchObject({ countCappedYn: 'N', pagination: { currentPage: 84, countItem: n } });
  expect(end.list).toHaveLength(n - 83 * 12);
  // a page past every match answers the last counted page
  const pastEnd = (await get(`/icec/api/conts?q=${q('별자리')}&maxResults=10&currentPage=500`)).json();
  expect(pastEnd.pagination.currentPage).toBe(CONTS_COUNT_CAP / 10);
  expect(pastEnd.list).toHaveLength(10);

  await ctx.app.db.delete(conts).where(sql`${conts.contsTtl} like '별자리 관측 자료 %'`);
});

test('the search rechecks the body’s plain text: a word split by a tag in the HTML is found; a row saved before conts_text by its HTML', async () => {
  const { contsId } = await created(admin, {
    contsTtl: '위성 운용 직업 안내',
    contsSmry: '위성을 다루는 사람들',
    contsCn: '<p>우주 항<b>법</b>사의 하루를 따라갑니다.</p>',
  });
  await published(admin, contsId, past());
  const ids = async (word: string) => (await get(`/icec/api/conts?q=${q(word)}`)).json().list.map((c: { contsId: number }) => c.contsId);
  expect(await ids('항법사')).toContain(contsId);
  // fewer matches than the cap: counted exactly
  const few = (await get(`/icec/api/conts?q=${q('항법사')}`)).json();
  expect(few).toMatchObject({ countCappedYn: 'N', pagination: { countItem: few.list.length } });
  expect(await ids('우주 항법')).toContain(contsId);

  // a row from before migration 0015 (conts_text null) is rechecked in conts_cn until its next save
  const { contsId: older } = await created(admin, { contsTtl: '궤도 계산 입문', contsSmry: '궤도 이야기', contsCn: '<p>궤도역학자는 무엇을 할까요</p>' });
  await published(admin, older, past());
  await ctx.app.db.update(conts).set({ contsText: null }).where(eq(conts.contsId, older));
  expect(await ids('궤도역학')).toContain(older);
});

test('related contents: most shared classifications first, then the highest id; invisible ones never', async () => {
  const codes = ['THEME06', 'JOB06', 'HALL04'];
  const make = async (contsTtl: string, clsfCds: string[], visible = true) => {
    const { contsId } = await created(admin, { contsTtl, clsfCds });
    if (visible) await published(admin, contsId, past());
    return contsId;
  };
  const main = await make('관련 기준 콘텐츠', codes);
  const three = await make('관련 셋 공유', codes);
  const twoOlder = await make('관련 둘 공유 (먼저)', ['THEME06', 'JOB06']);
  const twoNewer = await make('관련 둘 공유 (나중)', ['JOB06', 'HALL04']);
  const one = await make('관련 하나 공유', ['HALL04']);
  await make('관련 셋 공유 초안', codes, false);

  const res = await get(`/icec/api/conts/${main}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().related.map((r: { contsId: number }) => r.contsId)).toEqual([three, twoNewer, twoOlder, one]);
  // the related items carry their full columns
  expect(res.json().related[0]).toMatchObject({ contsTtl: '관련 셋 공유', clsfs: expect.any(Array) });
  expect((await ctx.app.db.select().from(contsClsf).where(eq(contsClsf.contsId, main))).map((r) => r.clsfCd).sort()).toEqual([...codes].sort());
});
