import { schlYrOf, STDNT_EBLC_TYPES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client.js';
import { toXlsx } from '../../lib/xlsx.js';
import { createMember, type TAgent } from '../../test/identity.js';
import { cls, schlTchr } from '../cls/cls.table.js';
import { schl } from '../school/school.table.js';

export const EBLC_API = '/icec/api/stdntEblcUld';
export const MBR_MNG_API = '/icec/api/mbrMng';

let schools = 0;

/**
 * A middle school of this school year with its people: the career teacher, the homeroom teacher of
 * 2-3 (the class), a teacher of the school with no class of theirs, a pending teacher, the career
 * teacher of another school, and a student of each school.
 */
export async function schoolFixture(db: TDb, prefix: string) {
  schools += 2;
  const own = `${prefix}${String(schools).padStart(3, '0')}`;
  const another = `${prefix}${String(schools + 1).padStart(3, '0')}`;
  await db.insert(schl).values([
    { schlNm: '일괄중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: own },
    { schlNm: '다른중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: another },
  ]);
  const school = { schlCd: own, schlNm: '일괄중학교', schlTypeCd: 'MD01' };
  const teacher = (schlCd: string) => createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', schlCd });
  const career = await teacher(own);
  const homeroom = await teacher(own);
  const plain = await teacher(own);
  const pending = await teacher(own);
  const other = await teacher(another);
  await db.insert(schlTchr).values([
    { userId: career.userId, schlCd: own, sttsCd: 'APRV', crrTchrYn: 'Y' },
    { userId: homeroom.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: plain.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: pending.userId, schlCd: own, sttsCd: 'PNDG' },
    { userId: other.userId, schlCd: another, sttsCd: 'APRV', crrTchrYn: 'Y' },
  ]);
  const schlYr = schlYrOf(new Date());
  const [klass, otherKlass, lastYear] = await db
    .insert(cls)
    .values([
      { schlCd: own, schlYr, grd: 2, clsNo: 3, hmrmTchrId: homeroom.userId },
      { schlCd: own, schlYr, grd: 2, clsNo: 1, hmrmTchrId: plain.userId },
      { schlCd: own, schlYr: schlYr - 1, grd: 1, clsNo: 3, hmrmTchrId: homeroom.userId },
    ])
    .returning();
  // plain is homeroom of 2-1 only: neither 2-3's homeroom teacher nor the career teacher
  const student = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ...school });
  const otherStudent = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', schlCd: another, schlNm: '다른중학교', schlTypeCd: 'MD01' });
  return {
    own,
    another,
    schlYr,
    career,
    homeroom,
    plain,
    pending,
    other,
    student,
    otherStudent,
    clsId: klass!.clsId,
    otherClsId: otherKlass!.clsId,
    lastYearClsId: lastYear!.clsId,
  };
}

/** A plausible birth date for grade 2 of a middle school this school year (born schlYr - 14). */
export const grade2Brdt = (schlYr: number, day = '05-20') => `${schlYr - 14}-${day}`;

export type TSheetRow = { userNm: string; stdntNo: string; brdt: string };

/** A class sheet as a teacher fills the template: 이름, 번호, 생년월일 as text cells. */
export function classSheet(n: number, schlYr: number): TSheetRow[] {
  const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
  const given = ['민준', '서연', '도윤', '하은', '지호', '수아'];
  return Array.from({ length: n }, (_, i) => ({
    userNm: `${family[i % family.length]}${given[i % given.length]}`,
    stdntNo: String(i + 1),
    brdt: grade2Brdt(schlYr, `${String((i % 12) + 1).padStart(2, '0')}-1${i % 10}`),
  }));
}

export const sheetXlsx = (rows: TSheetRow[]) =>
  toXlsx(
    '학생 명단',
    [
      ['이름', (r: TSheetRow) => r.userNm],
      ['번호', (r: TSheetRow) => r.stdntNo],
      ['생년월일', (r: TSheetRow) => r.brdt],
    ],
    rows,
  );

export const sheetCsv = (rows: TSheetRow[]) =>
  Buffer.from(`\uFEFF이름,번호,생년월일\r\n${rows.map((r) => `${r.userNm},${r.stdntNo},${r.brdt}`).join('\r\n')}\r\n`, 'utf8');

/** POST a sheet as the web page does: the file itself is the body. */
export function upload(app: FastifyInstance, agent: TAgent, url: string, body: Buffer, type: 'xlsx' | 'csv' = 'xlsx') {
  return app.inject({ method: 'POST', url, headers: { ...agent.headers, 'content-type': STDNT_EBLC_TYPES[type] }, payload: body });
}
