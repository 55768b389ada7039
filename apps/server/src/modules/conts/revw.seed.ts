import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { mbr } from '../member/member.table.js';
import { conts, contsRevw } from './conts.table.js';

/** Demo reviews of the demo students on the first published demo contents; none when there are no contents yet (run after the contents' seeder). */
const DEMO = [
  {
    userId: 'student1',
    rtng: 5,
    revwCn: '영상이 짧고 쉬워서 제 흥미와 적성을 정리하는 데 도움이 되었어요.',
    ansCn: '소중한 후기 감사합니다. 앞으로도 좋은 자료를 준비하겠습니다.',
  },
  { userId: 'student2', rtng: 4, revwCn: '활동지를 따라 하며 관심 있는 직업을 세 가지 찾아보았습니다.', ansCn: null },
] as const;

async function demo(tx: Parameters<NonNullable<TSeeder['demo']>>[0]) {
  const targets = await tx
    .select({ contsId: conts.contsId })
    .from(conts)
    .where(and(eq(conts.sttsCd, 'PBLC'), eq(conts.delYn, 'N'), sql`${conts.pblcDt} <= now()`))
    .orderBy(asc(conts.contsId))
    .limit(2);
  if (targets.length === 0) return;
  const students = new Set(
    (
      await tx
        .select({ userId: mbr.userId })
        .from(mbr)
        .where(
          inArray(
            mbr.userId,
            DEMO.map((d) => d.userId),
          ),
        )
    ).map((r) => r.userId),
  );
  const rows = targets.flatMap(({ contsId }) =>
    DEMO.filter((d) => students.has(d.userId)).map((d) => ({
      trgtSeCd: 'CONTS' as const,
      contsId,
      userId: d.userId,
      rtng: d.rtng,
      revwCn: d.revwCn,
      ansCn: d.ansCn,
      ansBy: d.ansCn ? 'admin' : null,
      ansAt: d.ansCn ? sql`now()` : null,
      registeredBy: d.userId,
      updatedBy: d.userId,
    })),
  );
  // idempotent: the live-review unique index turns a second run into nothing
  if (rows.length > 0) await tx.insert(contsRevw).values(rows).onConflictDoNothing();
}

export const revwSeeder: TSeeder = { name: 'revw', demo };
