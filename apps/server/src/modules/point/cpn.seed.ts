import { CPN_MESSAGES as M, drawWinners, seoulDate } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { countRows } from '../../db/paging.js';
import { maskUserNm } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { newSeedSalt, seedHexOf, sha256Hex } from './cpn.draw.js';
import { findEntries, insertCpn, insertEntry, markWinners, setShownNm, updateCpn } from './cpn.repo.js';
import { CPN_SRC_URL } from './cpn.service.js';
import { movePoints } from './point.ledger.js';
import { dayBsdCpn } from './point.table.js';

const DAY_MS = 86_400_000;

/**
 * Demo coupon days (issue 15), on an empty table only: one for today that students enter on their
 * point page, and one of last week already drawn and announced from entries of student1 and
 * student2, so the public result page shows a draw to verify.
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
    const prizeNm = '도서상품권 1만원';
    const past = await create(seoulDate(new Date(Date.now() - 7 * DAY_MS)), prizeNm, '지난주 추첨: 1명에게 도서상품권 1만원권을 드렸습니다.', 1, 20, 2);
    // the demo students' entries are paid like any other: a demo grant, then the CPN rows
    const order = students.flatMap((s) => (s.userId === 'student1' ? [s, s] : [s])).sort((a, b) => a.userId.localeCompare(b.userId));
    let entryNo = 0;
    const entrantNos = new Map<string, number>();
    for (const s of order) {
      await movePoints(tx, { userId: s.userId, pointTypeCd: 'ADJ', points: 100, idntfId: 'demo:cpn', reason: '체험용 포인트 지급', by: 'system' });
      entryNo += 1;
      if (!entrantNos.has(s.userId)) entrantNos.set(s.userId, entrantNos.size + 1);
      await movePoints(tx, {
        userId: s.userId,
        pointTypeCd: 'CPN',
        points: -20,
        idntfId: `cpn:${past.cpnId}:${entryNo}`,
        reason: M.entryReason(prizeNm),
        srcUrl: CPN_SRC_URL,
      });
      await insertEntry(tx, { cpnId: past.cpnId, entryNo, entrantNo: entrantNos.get(s.userId)!, userId: s.userId });
    }
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
  },
};
