import { GDS_PAGE_URL, seoulDate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import type { TSeeder } from '../../db/seeder.js';
import { findSchoolOf, insertOrder, takeOneFromStock, type TGdsWrite } from './gds.repo.js';
import { movePoints } from './point.ledger.js';
import { pointBsdGds, pointBsdGdsOrder } from './point.table.js';

/** The demo pictures (apps/server/demo/point-gds), by good; gds.demo-images.ts stores them. */
export const DEMO_GDS_IMAGES: Record<string, string> = {
  '진로 탐색 플래너': 'planner.png',
  '문화상품권 1만원': 'gift-card.png',
  '캠퍼스 투어 기념 텀블러': 'tumbler.png',
  '직업 카드 세트': 'job-cards.png',
};

/** On sale from the first day of this year to the last day of next year (Asia/Seoul), from the first seed on. */
function demoGds(): TGdsWrite[] {
  const year = Number(seoulDate().slice(0, 4));
  const period = { bgngYmd: `${year}-01-01`, endYmd: `${year + 1}-12-31`, useYn: 'Y' as const, imageFileId: null };
  return [
    {
      gdsNm: '진로 탐색 플래너',
      gdsCn: '한 해의 진로 목표와 진로활동을 기록하는 플래너입니다. 진로검사 결과와 관심 직업을 정리하는 쪽이 들어 있습니다.',
      imageAlt: '파란 표지의 진로 탐색 플래너',
      gdsPoints: 300,
      stockCnt: 50,
      buyLimitCnt: 1,
    },
    {
      gdsNm: '문화상품권 1만원',
      gdsCn: '도서, 공연, 영화 관람에 쓸 수 있는 1만원권 문화상품권입니다. 학교로 전달합니다.',
      imageAlt: '문화상품권 1만원권',
      gdsPoints: 1000,
      stockCnt: 20,
      buyLimitCnt: 1,
    },
    {
      gdsNm: '캠퍼스 투어 기념 텀블러',
      gdsCn: '대학 캠퍼스 투어 프로그램 기념 텀블러(350mL)입니다.',
      imageAlt: '초록색 캠퍼스 투어 기념 텀블러',
      gdsPoints: 500,
      stockCnt: 30,
      buyLimitCnt: 2,
    },
    {
      gdsNm: '직업 카드 세트',
      gdsCn: '직업 60가지의 하는 일과 필요한 역량을 담은 카드 세트입니다. 친구들과 진로 탐색 놀이에 쓸 수 있습니다.',
      imageAlt: '보라색 직업 카드 세트',
      gdsPoints: 200,
      stockCnt: 40,
      buyLimitCnt: 3,
    },
  ].map((g) => ({ ...g, ...period }));
}

/** student1's demo order of the planner, once (skipped when the planner is gone or student1 ordered anything). */
async function demoOrder(tx: TTx, userId: string, gdsNm: string): Promise<void> {
  const [gds] = await tx.select({ gdsId: pointBsdGds.gdsId }).from(pointBsdGds).where(eq(pointBsdGds.gdsNm, gdsNm));
  if (!gds) return;
  const [any] = await tx
    .select({ orderId: pointBsdGdsOrder.orderId })
    .from(pointBsdGdsOrder)
    .where(and(eq(pointBsdGdsOrder.userId, userId)))
    .limit(1);
  if (any) return;
  const taken = await takeOneFromStock(tx, gds.gdsId);
  if (!taken) return;
  const orderId = await insertOrder(tx, { gdsId: gds.gdsId, userId, ...(await findSchoolOf(tx, userId)), gdsPoints: taken.gdsPoints });
  await movePoints(tx, {
    userId,
    pointTypeCd: 'GDS',
    points: -taken.gdsPoints,
    idntfId: `gdsOrder:${orderId}`,
    reason: `상품 교환: ${taken.gdsNm}`,
    srcUrl: GDS_PAGE_URL,
  });
}

/**
 * Point goods (pointBsdGdsMng): the demo goods, and student1's points to spend: the welcome
 * correction (ADJ, the only one of the demo data; key demo:welcome) and a requested order.
 */
export const gdsSeeder: TSeeder = {
  name: 'point-gds',
  async demo(tx) {
    await insertWhenEmpty(tx, pointBsdGds, demoGds());
    await movePoints(tx, { userId: 'student1', pointTypeCd: 'ADJ', points: 1000, idntfId: 'demo:welcome', reason: '개통 기념 포인트', by: 'system' });
    await demoOrder(tx, 'student1', '진로 탐색 플래너');
  },
};
