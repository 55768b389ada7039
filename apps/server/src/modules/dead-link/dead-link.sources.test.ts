import { beforeEach, expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { conts } from '../conts/conts.table.js';
import { collectLinks } from './dead-link.sources.js';
import { clearLinkSources } from './dead-link.test-helper.js';

const ctx = useTestApp();

beforeEach(async () => {
  await clearLinkSources(ctx.database.db);
});

const contsRow = (contsTtl: string, vdoUrl: string | null, delYn: 'Y' | 'N' = 'N') => ({
  contsTtl,
  contsKndCd: 'VIDEO',
  contsSmry: '영상 요약입니다.',
  contsCn: '<p>영상을 보고 활동지를 적어 보세요.</p>',
  vdoUrl,
  vdoTrnscr: vdoUrl ? '영상 대본입니다.' : null,
  schlLvls: ['MD01'],
  delYn,
});

test("a content's video address is an external link to check; a deleted content's, a relative one and none are not", async () => {
  const db = ctx.database.db;
  const [live] = await db
    .insert(conts)
    .values([
      contsRow('직업 세계 영상', ' https://www.youtube.com/watch?v=aircAruvnKk '),
      contsRow('삭제된 영상', 'https://vimeo.com/76979871', 'Y'),
      contsRow('우리 누리집 영상', '/infoGd/conts/1'),
      contsRow('영상 없는 활동지', null),
    ])
    .returning({ contsId: conts.contsId });
  const links = await collectLinks(db);
  expect(links).toEqual([
    { srcTypeCd: 'CONTS', srcId: String(live!.contsId), srcNm: '직업 세계 영상', linkUrl: 'https://www.youtube.com/watch?v=aircAruvnKk' },
  ]);
});
