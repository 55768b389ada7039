import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { testConfig, useTestApp } from '../../test/test-app.js';
import { attachDemoImageFiles } from './index.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-images-'));
const ctx = useTestApp({ PORTAL_DATA_DIR: dataDir });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

test('the demo pictures become uploaded images once; the public pages show them with their alt text, served as PNG', async () => {
  const config = testConfig({ PORTAL_DATA_DIR: dataDir });
  // two banners, nine book covers, seven site logos, three big and eight small halls, five institution logos, three centre pages, four point goods, two contest posters
  expect(await attachDemoImageFiles(ctx.app.db, config)).toBe(43);
  expect(await attachDemoImageFiles(ctx.app.db, config)).toBe(0);

  const banners = (await get('/icec/api/banner/list?bannerSeCd=MAIN')).json().list;
  expect(banners.map((b: { altText: string }) => b.altText)).toEqual(['커리어넷: 국가 진로교육 포털', '주제관 소개: 주제별 체험관에서 만나는 직업 세계']);
  const [book] = (await get('/icec/api/crrBook/list')).json().list;
  expect(book).toMatchObject({
    coverAlt: '꿈을 찾는 열네 살의 진로 수업 표지',
    coverPath: expect.stringMatching(/^\/api\/common\/displayImage\?imagePath=crrBook%2F/),
  });
  const [site] = (await get('/icec/api/crrSite/list')).json().list;
  expect(site).toMatchObject({ logoAlt: '커리어넷 로고', logoPath: expect.stringMatching(/crrSite%2F/) });
  const [hall] = (await get('/icec/api/mnexhl/bmnexhl/list')).json().list;
  expect(hall.imagePath).toMatch(/bmnexhlImage%2F/);
  expect(hall.smnexhlList[0].imagePath).toMatch(/smnexhlImage%2F/);

  const [inst] = (await get('/icec/api/assistInst/list')).json().list;
  expect(inst).toMatchObject({ logoAlt: '체험지원센터 로고', logoPath: expect.stringMatching(/assistInst%2F/) });
  const map = (await get('/icec/api/eduIntdcn/CRR_MAP')).json();
  expect(map).toMatchObject({ imageAlt: expect.stringContaining('약도'), imagePath: expect.stringMatching(/intdcnPage%2F/) });

  const contests: { cntstTtl: string; posterImagePath: string | null; posterAlt: string | null }[] = (await get('/icec/api/cntst/list')).json().list;
  expect(contests.map(({ cntstTtl, posterAlt }) => ({ cntstTtl, posterAlt }))).toEqual(
    expect.arrayContaining([
      { cntstTtl: '나의 꿈 진로 포스터 공모전', posterAlt: expect.stringMatching(/^나의 꿈 진로 포스터 공모전 포스터: .*진로교육원/) },
      { cntstTtl: '진로 체험 수기 공모전', posterAlt: expect.stringMatching(/^진로 체험 수기 공모전 포스터: .*진로교육원/) },
    ]),
  );
  const posters = contests.map((c) => c.posterImagePath);
  expect(posters).toEqual([expect.stringMatching(/cntst%2F/), expect.stringMatching(/cntst%2F/)]);

  for (const url of [
    banners[0].imagePath,
    book.coverPath,
    site.logoPath,
    hall.imagePath,
    hall.smnexhlList[0].imagePath,
    inst.logoPath,
    map.imagePath,
    ...posters,
  ]) {
    const image = await get(url);
    expect(image.statusCode, url).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  }
});
