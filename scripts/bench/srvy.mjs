// Survey results (issue 17), against the running portal's embedded PostgreSQL: a survey with one
// question of every type and BENCH_SRVY_RESPONSES (10,000) submitted responses, then each results
// call through its compiled service (the admin routes add only the session and the serialisation),
// BENCH_SRVY_RUNS times, median and slowest:
// - the results page's counts: the answers read and counted in the process in one pass
//   (srvy.rslt.tally.ts), against the alternative of the same counts as one SQL statement over jsonb;
// - the cross-tabulations, a text search, the raw responses' .xlsx (10,000 rows, the export limit)
//   and the summary's .xlsx.
import path from 'node:path';
import { root } from './harness.mjs';
import { embeddedUrl } from './points.mjs';

const RESPONSES = Number(process.env.BENCH_SRVY_RESPONSES ?? 10_000);
const RUNS = Number(process.env.BENCH_SRVY_RUNS ?? 10);
const ADMIN = { userId: 'admin', userTypeCd: 'A', mbrTypeAuthrt: null, ip: '127.0.0.1', menuPath: null };

const opts = (...ids) => ids.map((id) => ({ optId: id, optNm: `${id} 항목` }));
const DEF = {
  pages: [
    {
      pageId: 'p1',
      qstns: [
        { qstnId: 'q1', qstnType: 'SINGLE', qstnTtl: '학년', requiredYn: 'Y', options: opts('a', 'b', 'c') },
        { qstnId: 'q2', qstnType: 'MULTI', qstnTtl: '관심 분야', requiredYn: 'N', options: opts('x', 'y', 'z') },
        { qstnId: 'q3', qstnType: 'OTHER', qstnTtl: '알게 된 경로', requiredYn: 'N', options: opts('o1', 'o2') },
        { qstnId: 'q4', qstnType: 'SCALE5', qstnTtl: '전반적 만족도', requiredYn: 'N' },
      ],
    },
    {
      pageId: 'p2',
      qstns: [
        {
          qstnId: 'q5',
          qstnType: 'MATRIX',
          qstnTtl: '영역별 만족도',
          requiredYn: 'N',
          scalePoints: 5,
          rows: [
            { rowId: 'r1', rowNm: '강사' },
            { rowId: 'r2', rowNm: '시설' },
          ],
        },
        { qstnId: 'q6', qstnType: 'NUMBER', qstnTtl: '이동 시간(분)', requiredYn: 'N' },
        { qstnId: 'q7', qstnType: 'RANK', qstnTtl: '좋았던 순서', requiredYn: 'N', options: opts('k1', 'k2', 'k3') },
        { qstnId: 'q8', qstnType: 'FILE', qstnTtl: '활동 사진', requiredYn: 'N' },
        { qstnId: 'q9', qstnType: 'SHORT', qstnTtl: '한 줄 소감', requiredYn: 'N' },
        { qstnId: 'q10', qstnType: 'LONG', qstnTtl: '자유 의견', requiredYn: 'N' },
        { qstnId: 'q11', qstnType: 'DATE', qstnTtl: '참여일', requiredYn: 'N' },
        { qstnId: 'q12', qstnType: 'SCALE7', qstnTtl: '추천 의향', requiredYn: 'N' },
      ],
    },
  ],
};

/** The survey and its responses, varied by the response's number (a LONG text of about 140 characters in each). */
async function seedSurvey(pool) {
  const started = performance.now();
  const { rows } = await pool.query(
    `insert into srvy (srvy_ttl, bgng_dt, end_dt, trgt_se_cd, trgt_mbr_types, stts_cd, def, rspns_cnt, registered_by, updated_by)
     values ('벤치 만족도 설문', now() - interval '30 days', now() + interval '30 days', 'MBR', '{ST01,ST02}', 'OPEN', $1, $2, 'admin', 'admin')
     returning srvy_id`,
    [JSON.stringify(DEF), RESPONSES],
  );
  const srvyId = rows[0].srvy_id;
  await pool.query(
    `insert into srvy_rspns (srvy_id, stts_cd, answers, mbr_type_cd, schl_type_cd, sbmsn_dt)
     select $1, 'SUBMIT', jsonb_build_object(
       'q1', jsonb_build_object('optIds', jsonb_build_array((array['a','b','c'])[1 + i % 3])),
       'q2', jsonb_build_object('optIds', (array['["x"]','["x","y"]','["y","z"]','["z"]'])[1 + i % 4]::jsonb),
       'q3', case when i % 5 = 0 then jsonb_build_object('optIds', '["etc"]'::jsonb, 'etcText', '기타 의견 ' || i)
                  else jsonb_build_object('optIds', jsonb_build_array((array['o1','o2'])[1 + i % 2])) end,
       'q4', jsonb_build_object('num', 1 + i % 5),
       'q5', jsonb_build_object('rows', jsonb_build_object('r1', 1 + i % 5, 'r2', 1 + (i * 3) % 5)),
       'q6', jsonb_build_object('num', (i * 7) % 120),
       'q7', jsonb_build_object('rank', (array['["k1","k2","k3"]','["k2","k3","k1"]','["k3","k1","k2"]'])[1 + i % 3]::jsonb),
       'q9', jsonb_build_object('text', (array['진로 체험이 유익했습니다','재미있었어요','강사님 설명이 좋았습니다'])[1 + i % 3] || ' ' || i),
       'q10', jsonb_build_object('text', repeat('다음에도 이런 활동에 참여하고 싶습니다. ', 6)),
       'q11', jsonb_build_object('date', to_char(date '2026-05-01' + i % 30, 'YYYY-MM-DD')),
       'q12', jsonb_build_object('num', 1 + i % 7)),
       (array['ST01','ST02'])[1 + i % 2], (array['EL01','MD01','HI01'])[1 + i % 3], now() - make_interval(mins => i)
     from generate_series(1, $2::int) i`,
    [srvyId, RESPONSES],
  );
  await pool.query('vacuum analyze srvy_rspns');
  return { srvyId, ms: performance.now() - started };
}

/** Runs `fn` RUNS times one after another (after one warm-up); answers the median and slowest milliseconds and the last answer. */
async function timed(fn) {
  let last = await fn();
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    last = await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], max: ms.at(-1), last };
}

/**
 * The alternative measured: the same counts as one SQL statement over jsonb (the answers split
 * into (response, question, answer) rows once, each part of the results grouping them), as the
 * results were first written.
 */
const IN_DATABASE = `
  with a as materialized (
    select r.rspns_id, e.key as q, e.value as v from srvy_rspns r cross join lateral jsonb_each(r.answers) e
    where r.srvy_id = $1 and r.stts_cd = 'SUBMIT' and jsonb_typeof(e.value) = 'object')
  select a.q, 'ANS' as part, null::text as k, null::text as k2, count(*)::int as n, null::float8 as s, null::text as lo, null::text as hi
    from a where exists (select 1 from jsonb_each(a.v) x where x.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)) group by a.q
  union all select a.q, 'OPT', o, null, count(*)::int, null, null, null
    from a cross join lateral jsonb_array_elements_text(coalesce(a.v->'optIds', '[]')) o where o <> 'etc' group by a.q, o
  union all select a.q, 'ETC', null, null, count(*)::int, null, null, null
    from a where coalesce(a.v->>'etcText', '') <> '' or coalesce(a.v->'optIds', '[]') ? 'etc' group by a.q
  union all select a.q, 'PT', a.v->>'num', null, count(*)::int, null, null, null
    from a where a.q = any($2::text[]) and jsonb_typeof(a.v->'num') = 'number' group by a.q, a.v->>'num'
  union all select a.q, 'ROW', w.key, w.value::text, count(*)::int, null, null, null
    from a cross join lateral jsonb_each(coalesce(a.v->'rows', '{}')) w group by a.q, w.key, w.value::text
  union all select a.q, 'NUM', null, null, count(*)::int, sum((a.v->>'num')::float8), min(a.v->>'num'), max(a.v->>'num')
    from a where a.q = any($3::text[]) and jsonb_typeof(a.v->'num') = 'number' group by a.q
  union all select a.q, 'DATE', null, null, count(*)::int, null, min(a.v->>'date'), max(a.v->>'date') from a where a.v ? 'date' group by a.q
  union all select a.q, 'RANK', k.opt, null, count(*)::int, sum(k.pos)::float8, null, null
    from a cross join lateral jsonb_array_elements_text(coalesce(a.v->'rank', '[]')) with ordinality k(opt, pos) group by a.q, k.opt
  union all select a.q, 'TXT', null, null, count(*)::int, null, null, null from a where coalesce(a.v->>'text', '') <> '' group by a.q`;

const countInDatabase = async (pgPool, srvyId) => (await pgPool.query(IN_DATABASE, [srvyId, ['q4', 'q12'], ['q6']])).rows;

export async function benchSrvy({ pool, dataDir }) {
  const dist = (p) => import(path.join(root, 'apps/server/dist', p));
  const { createDb } = await dist('db/client.js');
  const rslt = await dist('modules/srvy/srvy.rslt.service.js');
  const exports = await dist('modules/srvy/srvy.export.service.js');
  const seeded = await seedSurvey(pool);
  const { srvyId } = seeded;
  console.log(
    `\nsurvey results: ${RESPONSES} responses to a 12-question survey seeded in ${(seeded.ms / 1000).toFixed(1)} s; each call ${RUNS} times (median / slowest)`,
  );
  const handle = createDb(embeddedUrl(dataDir), { max: 4 });
  try {
    const db = handle.db;
    const measures = [
      ['results page: answers read, counted in the process (GET rslt)', () => rslt.getSrvyRslt(db, ADMIN, srvyId)],
      ['  the alternative: the same counts as one SQL statement', () => countInDatabase(handle.pool, srvyId)],
      ['cross-tabulation q1 by q2 (GET rslt/cross)', () => rslt.getSrvyCross(db, ADMIN, srvyId, { rowQstnId: 'q1', colQstnId: 'q2' })],
      ['cross-tabulation school level by q4', () => rslt.getSrvyCross(db, ADMIN, srvyId, { rowQstnId: 'SCHL_TYPE', colQstnId: 'q4' })],
      [
        'texts of q9, search 진로, page 1 (GET rslt/texts)',
        () => rslt.listSrvyTexts(db, ADMIN, srvyId, { qstnId: 'q9', searchWrd: '진로', currentPage: 1, maxResults: 10 }),
      ],
      [`raw responses .xlsx, ${RESPONSES} rows (POST rslt/rawExport)`, () => exports.exportSrvyRaw(db, ADMIN, srvyId, { reason: '벤치마크 측정' })],
      ['summary .xlsx (POST rslt/summaryExport)', () => exports.exportSrvySummary(db, ADMIN, srvyId)],
    ];
    const results = [];
    for (const [name, fn] of measures) {
      const r = await timed(fn);
      results.push(r);
      console.log(`${name.padEnd(62)} ${r.median.toFixed(0).padStart(6)} / ${r.max.toFixed(0).padStart(6)} ms`);
    }
    const [page, inDatabase, cross] = results.map((r) => r.last);
    const q1 = page.qstns[0].choices.map((c) => c.cnt);
    const inDb = (optId) => inDatabase.find((r) => r.q === 'q1' && r.part === 'OPT' && r.k === optId)?.n;
    const checks = [
      { ok: page.rspnsCnt === RESPONSES, text: `the results count ${RESPONSES} responses` },
      { ok: q1.every((n, i) => n === inDb(['a', 'b', 'c'][i])), text: 'the process and the statement count q1 alike' },
      { ok: cross.total === RESPONSES, text: 'the cross-tabulation counts every respondent once' },
    ];
    console.log(checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));
    return { failed: checks.some((c) => !c.ok) };
  } finally {
    await handle.close();
  }
}
