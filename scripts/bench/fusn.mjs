// Fusion activities (issue 19, decision 026), against the running portal's embedded PostgreSQL:
// - applications per second at one contended slot: APPLICANTS students apply at once (CONCURRENCY
//   callers) to one first-come session of SEATS seats through the compiled service; each answer is a
//   seat or the Korean "full" 409, and exactly SEATS seats end up taken;
// - the public calendar for a month (GET /icec/api/fusn/calendar?days=35) with PROGRAMS open
//   programs of two sessions a weekday, with autocannon.
import path from 'node:path';
import { root, run } from './harness.mjs';
import { embeddedUrl } from './points.mjs';

const APPLICANTS = Number(process.env.BENCH_FUSN_APPLICANTS ?? 2000);
const SEATS = 30;
const CONCURRENCY = 16;
const PROGRAMS = 20;

const seoulYmd = (at) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at);

/** PROGRAMS open INDV programs with sessions at 10:00 and 14:00 on the weekdays of the next 35 days, and one contended session. */
async function seedFusion(pool) {
  const started = performance.now();
  const { rows: programs } = await pool.query(
    `insert into fusn_prgrm (prgrm_nm, prgrm_se_cd, schl_lvls, prgrm_expln, dur_min, opn_dt, ddln_days, stts_cd, slct_se_cd, registered_by, updated_by)
     select '벤치 진로체험 ' || g, 'INDV', '{EL01,MD01,HI01}', '<p>벤치마크 프로그램</p>', 120, now() - interval '1 day', 1, 'OPEN', 'FCFS', 'admin', 'admin'
     from generate_series(1, $1::int) g returning prgrm_id`,
    [PROGRAMS + 1],
  );
  await pool.query(`insert into fusn_prgrm_hall (prgrm_id, bmnexhl_id) select p, (select min(bmnexhl_id) from bmnexhl) from unnest($1::int[]) p`, [
    programs.map((p) => p.prgrm_id),
  ]);
  const calendarIds = programs.slice(0, PROGRAMS).map((p) => p.prgrm_id);
  await pool.query(
    `insert into fusn_sesn (prgrm_id, sesn_ymd, bgng_tm, end_tm, bgng_dt, end_dt, ddln_dt, cpcty, registered_by, updated_by)
     select p, d::date, t, t2, (d::date + t::time) at time zone 'Asia/Seoul', (d::date + t2::time) at time zone 'Asia/Seoul',
            (d::date) at time zone 'Asia/Seoul', 60, 'admin', 'admin'
     from unnest($1::int[]) p cross join generate_series($2::date + 1, $2::date + 35, interval '1 day') d
     cross join (values ('10:00', '12:00'), ('14:00', '16:00')) s(t, t2)
     where extract(isodow from d) < 6`,
    [calendarIds, seoulYmd(new Date())],
  );
  const contended = programs.at(-1).prgrm_id;
  const { rows: sesn } = await pool.query(
    `insert into fusn_sesn (prgrm_id, sesn_ymd, bgng_tm, end_tm, bgng_dt, end_dt, ddln_dt, cpcty, registered_by, updated_by)
     values ($1, $2::date + 30, '10:00', '12:00', ($2::date + 30 + time '10:00') at time zone 'Asia/Seoul',
             ($2::date + 30 + time '12:00') at time zone 'Asia/Seoul', now() + interval '7 days', $3, 'admin', 'admin')
     returning sesn_id`,
    [contended, seoulYmd(new Date()), SEATS],
  );
  await pool.query(
    `insert into mbr (user_id, user_nm, user_type_cd, mbr_type_authrt, pswd_hash, pswd_chg_at, brdt, schl_type_cd)
     select 'benchfusn' || g, '벤치학생', 'S', 'ST01', (select pswd_hash from mbr where user_id = 'student1'), now(), '2011-03-01', 'MD01'
     from generate_series(1, $1::int) g on conflict do nothing`,
    [APPLICANTS],
  );
  await pool.query('analyze fusn_sesn; analyze fusn_prgrm; analyze mbr');
  return { sesnId: sesn[0].sesn_id, ms: performance.now() - started };
}

export async function benchFusn({ pool, portalBase, dataDir }) {
  const dist = (p) => import(path.join(root, 'apps/server/dist', p));
  const { createDb } = await dist('db/client.js');
  const indv = await dist('modules/fusn/indv.service.js');
  const seeded = await seedFusion(pool);
  console.log(`\nfusion activities: ${PROGRAMS} programs with a month of sessions and ${APPLICANTS} students seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  const handle = createDb(embeddedUrl(dataDir), { max: CONCURRENCY });
  const answers = { seat: 0, full: 0, other: 0 };
  try {
    let next = 1;
    const started = performance.now();
    const caller = async () => {
      while (next <= APPLICANTS) {
        const userId = `benchfusn${next++}`;
        const actor = { userId, userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ip: '127.0.0.1', menuPath: null };
        try {
          await indv.applyIndv(handle.db, actor, seeded.sesnId);
          answers.seat += 1;
        } catch (error) {
          if (error?.status === 409) answers.full += 1;
          else {
            answers.other += 1;
            if (answers.other === 1) console.log('unexpected answer:', error?.message ?? error);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, caller));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `applications at one ${SEATS}-seat slot: ${(APPLICANTS / seconds).toFixed(0)} per second (${CONCURRENCY} callers; ${answers.seat} seats, ${answers.full} "full", ${answers.other} other)`,
    );
  } finally {
    await handle.close();
  }
  const { rows } = await pool.query('select rsvd_cnt from fusn_sesn where sesn_id = $1', [seeded.sesnId]);
  const month = await run(`${portalBase}/icec/api/fusn/calendar?days=35`);
  console.log(
    `calendar, a month of ${PROGRAMS} programs (GET calendar?days=35) ${month.requests.average.toFixed(0).padStart(6)} req/s  p99 ${month.latency.p99} ms  non-2xx ${month.non2xx}`,
  );
  const checks = [
    { ok: answers.seat === SEATS && rows[0].rsvd_cnt === SEATS, text: `exactly ${SEATS} seats taken at the contended slot` },
    { ok: answers.other === 0, text: 'every other applicant answered "full"' },
    { ok: month.non2xx === 0 && month.errors === 0, text: 'the calendar answered every request' },
  ];
  console.log(checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));
  return { failed: checks.some((c) => !c.ok) };
}
