import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { pointLedger } from '../point/point.table.js';
import { conts, contsRevw } from './conts.table.js';

/** Issue 20 review fixtures: contents written straight to the table (the contents module's own code is not needed). */
let seq = 0;
export async function addConts(
  db: TDb,
  o: { sttsCd?: 'DRAFT' | 'REVIEW' | 'PBLC' | 'ARCHV'; pblcDt?: Date | null; delYn?: 'Y' | 'N'; contsTtl?: string } = {},
): Promise<{ contsId: number; contsTtl: string }> {
  seq += 1;
  const contsTtl = o.contsTtl ?? `나를 알아가는 진로 탐색 ${seq}`;
  const [row] = await db
    .insert(conts)
    .values({
      contsTtl,
      contsKndCd: 'VIDEO',
      contsSmry: '자기이해를 돕는 짧은 영상입니다.',
      contsCn: '<p>영상을 보고 활동지를 채워 봅시다.</p>',
      schlLvls: ['MD01'],
      sttsCd: o.sttsCd ?? 'PBLC',
      pblcDt: o.pblcDt === undefined ? new Date(Date.now() - 60_000) : o.pblcDt,
      delYn: o.delYn ?? 'N',
    })
    .returning({ contsId: conts.contsId });
  return { contsId: row!.contsId, contsTtl };
}

export const revwsOf = (db: TDb, userId: string) => db.select().from(contsRevw).where(eq(contsRevw.userId, userId));

export const revwPointsOf = (db: TDb, userId: string) =>
  db
    .select({ points: pointLedger.points, idntfKey: pointLedger.idntfKey, srcUrl: pointLedger.srcUrl })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, 'REVW')));

export const revwBody = (over: object = {}) => ({ rtng: 5, revwCn: '진로를 생각해 보는 데 큰 도움이 되었습니다.', ...over });
