import { sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';

/** A session on the public calendar, as one statement reads it (bookable decided on the database clock). */
export type TCalendarRow = {
  sesnId: number;
  prgrmId: number;
  prgrmNm: string;
  prgrmSeCd: 'GRP' | 'INDV';
  slctSeCd: 'FCFS' | 'LTRY';
  schlLvls: string[];
  hallNms: string[];
  sesnYmd: string;
  bgngTm: string;
  endTm: string;
  ddlnDt: Date;
  opnDt: Date;
  cpcty: number;
  rsvdCnt: number;
  bookable: boolean;
};

const BOOKABLE = sql`(p.stts_cd = 'OPEN' and now() >= p.opn_dt and now() < s.ddln_dt and s.rsvd_cnt < s.cpcty)`;

const seFilter = (prgrmSeCd: string | undefined) => (prgrmSeCd ? sql` and p.prgrm_se_cd = ${prgrmSeCd}` : sql``);

function calendarRows(db: TDbOrTx, where: SQL, limit: number): Promise<TCalendarRow[]> {
  return db
    .execute<TCalendarRow>(
      sql`with rows as (
        select s.sesn_id as "sesnId", p.prgrm_id as "prgrmId", p.prgrm_nm as "prgrmNm", p.prgrm_se_cd as "prgrmSeCd",
          p.slct_se_cd as "slctSeCd", p.schl_lvls as "schlLvls",
          s.sesn_ymd::text as "sesnYmd", s.bgng_tm as "bgngTm", s.end_tm as "endTm", s.ddln_dt as "ddlnDt", p.opn_dt as "opnDt",
          s.cpcty, s.rsvd_cnt as "rsvdCnt", ${BOOKABLE} as bookable
        from fusn_sesn s join fusn_prgrm p on p.prgrm_id = s.prgrm_id
        where s.stts_cd = 'OPEN' and p.stts_cd in ('OPEN', 'CLOSED') and ${where}
        order by s.sesn_ymd, s.bgng_tm, p.prgrm_nm, s.sesn_id
        limit ${limit}
      ),
      -- the halls once per program shown, not once per session
      halls as (
        select ph.prgrm_id, array_agg(h.bmnexhl_nm order by h.sort_seq, h.bmnexhl_id) as nms
        from fusn_prgrm_hall ph join bmnexhl h on h.bmnexhl_id = ph.bmnexhl_id
        where ph.prgrm_id in (select distinct "prgrmId" from rows)
        group by ph.prgrm_id
      )
      select rows.*, coalesce(halls.nms, '{}') as "hallNms"
      from rows left join halls on halls.prgrm_id = rows."prgrmId"
      order by rows."sesnYmd", rows."bgngTm", rows."prgrmNm", rows."sesnId"`,
    )
    .then((r) => r.rows.map((row) => ({ ...row, ddlnDt: new Date(row.ddlnDt), opnDt: new Date(row.opnDt) })));
}

/** The shown days' sessions of the programs on view (OPEN or CLOSED). */
export const findCalendarSesns = (db: TDbOrTx, o: { fromYmd: string; toYmd: string; prgrmSeCd?: string }) =>
  calendarRows(db, sql`s.sesn_ymd between ${o.fromYmd}::date and ${o.toYmd}::date${seFilter(o.prgrmSeCd)}`, 2000);

/** A program's sessions from a day on (its public view). */
export const findUpcomingSesnsOf = (db: TDbOrTx, prgrmId: number, fromYmd: string) =>
  calendarRows(db, sql`p.prgrm_id = ${prgrmId} and s.sesn_ymd >= ${fromYmd}::date`, 100);

export type TDayMark = { kind: 'C' | 'B'; ymd: string; clsrSeCd: 'HLDY' | 'CNTR' | null; clsrNm: string | null };

/** In one statement: the closure days of a period and the days in it with a bookable session (the date picker's rules). */
export async function findDayMarks(db: TDbOrTx, o: { fromYmd: string; toYmd: string; prgrmSeCd?: string }): Promise<TDayMark[]> {
  const { rows } = await db.execute<TDayMark>(sql`
    select 'C' as kind, c.clsr_ymd::text as ymd, c.clsr_se_cd as "clsrSeCd", c.clsr_nm as "clsrNm"
      from fusn_clsr c where c.clsr_ymd between ${o.fromYmd}::date and ${o.toYmd}::date
    union all
    select distinct 'B', s.sesn_ymd::text, null, null
      from fusn_sesn s join fusn_prgrm p on p.prgrm_id = s.prgrm_id
      where s.stts_cd = 'OPEN' and s.sesn_ymd between ${o.fromYmd}::date and ${o.toYmd}::date and ${BOOKABLE}${seFilter(o.prgrmSeCd)}
    order by 2`);
  return rows;
}
