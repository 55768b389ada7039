import { CPN_MESSAGES as M, drawWinners, seoulDate } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { countRows } from '../../db/paging.js';
import { maskUserNm } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { newSeedSalt, seedHexOf, sha256Hex } from './cpn.draw.js';
import { findEntries, insertCpn, insertEntry, markWinners, setShownNm, updateCpn } from './cpn.repo.js';
import { CPN_SRC_URL } from './cpn.service.js';
import { movePoints } from './point.ledger.js';
import { dayBsdCpn, dayBsdCpnEntry } from './point.table.js';

const DAY_MS = 86_400_000;

/**
 * Demo coupon days (issue 15), on an empty table only: one for today that students enter on their
 * point page, one of last week already drawn and announced from entries of student1 and student2,
 * so the public result page shows a draw to verify, and yesterday's, entered and waiting for the draw.
 */
export const cpnSeeder: TSeeder = {
  name: 'cpn',
  async demo(tx, { secret }) {
    if ((await countRows(tx, dayBsdCpn, undefined)) > 0) return;
    const create = async (drawYmd: string, prizeNm: string, prizeCn: string, winnerCnt: number, entryPoints: number, entryLimitCnt: number) => {
      const seedSalt = newSeedSalt();
      const cpnId = await insertCpn(tx, { drawYmd, prizeNm, prizeCn, winnerCnt, entryPoints, entryLimitCnt, seedSalt, commitHash: '' }, 'system');
      const seedHex = seedHexOf(secret, cpnId, seedSalt);
      await updateCpn(tx, cpnId, { commitHash: await sha256Hex(seedHex) }, 'system');
      return { cpnId, seedHex };
    };
    await create(seoulDate(), '문화상품권 5천원', '추첨으로 3명에게 문화상품권 5천원권을 드립니다. 한 사람이 3회까지 응모할 수 있습니다.', 3, 30, 3);

    const students = await tx
      .select({ userId: mbr.userId, userNm: mbr.userNm })
      .from(mbr)
      .where(inArray(mbr.userId, ['student1', 'student2']));
    if (students.length === 0) return;
    // the demo students' entries are paid like any other: a demo grant, then the CPN rows
    const enter = async (cpnId: number, prizeNm: string, entryPoints: number, userIds: string[]) => {
      const entrantNos = new Map<string, number>();
      for (const [i, userId] of userIds.entries()) {
        await movePoints(tx, { userId, pointTypeCd: 'ADJ', points: 100, idntfId: 'demo:cpn', reason: '체험용 포인트 지급', by: 'system' });
        if (!entrantNos.has(userId)) entrantNos.set(userId, entrantNos.size + 1);
        await movePoints(tx, {
          userId,
          pointTypeCd: 'CPN',
          points: -entryPoints,
          idntfId: `cpn:${cpnId}:${i + 1}`,
          reason: M.entryReason(prizeNm),
          srcUrl: CPN_SRC_URL,
        });
        await insertEntry(tx, { cpnId, entryNo: i + 1, entrantNo: entrantNos.get(userId)!, userId });
      }
    };
    const ids = students.map((s) => s.userId).sort();
    const prizeNm = '도서상품권 1만원';
    const past = await create(seoulDate(new Date(Date.now() - 7 * DAY_MS)), prizeNm, '지난주 추첨: 1명에게 도서상품권 1만원권을 드렸습니다.', 1, 20, 2);
    await enter(
      past.cpnId,
      prizeNm,
      20,
      ids.flatMap((id) => (id === 'student1' ? [id, id] : [id])),
    );
    for (const s of students) await setShownNm(tx, past.cpnId, s.userId, maskUserNm(s.userNm));
    await markWinners(tx, past.cpnId, await drawWinners(past.seedHex, await findEntries(tx, past.cpnId), 1, sha256Hex));
    const drawn = new Date(Date.now() - 6 * DAY_MS);
    await updateCpn(
      tx,
      past.cpnId,
      {
        cpnSttsCd: 'DRAWN',
        seedHex: past.seedHex,
        drawDt: drawn,
        drawBy: 'admin',
        congratsCn: '당첨을 축하합니다! 상품은 학교에서 담임 선생님께 받으세요.',
        announceDt: drawn,
      },
      'system',
    );
    // that win was congratulated last week: the demo accounts log in without a dialog (drawing
    // yesterday's day below and announcing it shows the congratulation at the winner's next page)
    await tx
      .update(dayBsdCpnEntry)
      .set({ congratsSeenDt: drawn })
      .where(and(eq(dayBsdCpnEntry.cpnId, past.cpnId), eq(dayBsdCpnEntry.winYn, 'Y')));

    // yesterday's day, closed and waiting for the administrator's draw
    const waitingNm = '편의점 상품권 3천원';
    const waiting = await create(
      seoulDate(new Date(Date.now() - DAY_MS)),
      waitingNm,
      '어제 응모를 받은 쿠폰입니다. 2명에게 편의점 상품권 3천원권을 드립니다.',
      2,
      10,
      2,
    );
    await enter(
      waiting.cpnId,
      waitingNm,
      10,
      ids.flatMap((id) => (id === 'student2' ? [id, id] : [id])),
    );
  },
};
