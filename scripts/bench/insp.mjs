// Career inspections (issue 16), against the running portal with its seeded tests:
// - taking the 120-item 성격 탐색 검사 (bigFive): each autocannon connection starts (or resumes) a
//   sheet, saves all 120 answers in one call and submits it, which scores it in the submit's
//   transaction (norms read, sheet completed, statistics counted, points credited); the sequence is
//   taken by INSP_TAKERS students in turn;
// - the result page (GET rslt/:sheetId) of one of those results;
// each against a bare node:http server answering the portal's own bytes for the same requests, in
// alternating rounds (harness comparePair), as the other routes are reported.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparePair, CONNECTIONS, freePort, resultTable, start, stop, waitFor } from './harness.mjs';

const API = '/icec/api/crrInsp';
const TAKERS = Math.max(CONNECTIONS * 2, Number(process.env.BENCH_INSP_TAKERS ?? 0));

/** Students who take the test, with the demo password (copied from student1) and its agreements. */
async function seedTakers(pool) {
  const ids = Array.from({ length: TAKERS }, (_, i) => `benchtaker${i}`);
  await pool.query(
    `insert into mbr (user_id, user_nm, user_type_cd, mbr_type_authrt, pswd_hash, pswd_chg_at, brdt, schl_type_cd)
     select u, '벤치학생', 'S', 'ST01', (select pswd_hash from mbr where user_id = 'student1'), now(), '2011-03-01', 'MD01'
     from unnest($1::text[]) u on conflict do nothing`,
    [ids],
  );
  await pool.query(
    `insert into mbr_trms_agre (user_id, trms_cd, trms_ver, agre_yn)
     select u, trms_cd, trms_ver, agre_yn from mbr_trms_agre, unnest($1::text[]) u where user_id = 'student1' on conflict do nothing`,
    [ids],
  );
  return ids;
}

/** A logged-in browser's headers for JSON calls: the session and anti-forgery cookies and the token. */
async function loginHeaders(base, userId) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': jar.get('XSRF-TOKEN'),
    'content-type': 'application/json',
  });
  keep(await fetch(`${base}/icec/api/site/info`));
  const res = await fetch(`${base}/icec/api/login/login-proc`, { method: 'POST', headers: headers(), body: JSON.stringify({ userId, pswd: 'Demo!2026' }) });
  if (!res.ok) throw new Error(`login ${userId}: ${res.status} ${await res.text()}`);
  keep(res);
  return headers();
}

/** The answers of a whole sheet: a plausible spread over the five points. */
const answersOf = (itemIds) => Object.fromEntries(itemIds.map((id, i) => [id, ((i * 7) % 5) + 1]));

/**
 * The autocannon sequence of one taking: start, answer everything, submit. A connection takes a
 * free student at the start and gives them back after the submit (the context is reset each turn);
 * a student left with an unfinished sheet by the end of a run resumes it in the next. Headers are
 * copied per request: autocannon writes the body's length into the object it is given.
 */
function takingRequests(takers, answers) {
  const free = [...takers.keys()];
  const json = (body) => JSON.stringify(body);
  return [
    {
      method: 'POST',
      path: `${API}/sheet/bigFive`,
      setupRequest: (req, context) => {
        context.taker = free.shift();
        return { ...req, headers: { ...takers[context.taker].headers }, body: '{}' };
      },
      onResponse: (status, body, context) => {
        context.sheetId = status === 200 ? JSON.parse(body).sheetId : 0;
      },
    },
    {
      method: 'POST',
      path: `${API}/answer`,
      setupRequest: (req, context) => ({ ...req, headers: { ...takers[context.taker].headers }, body: json({ sheetId: context.sheetId, answers }) }),
    },
    {
      method: 'POST',
      path: `${API}/submit`,
      setupRequest: (req, context) => ({ ...req, headers: { ...takers[context.taker].headers }, body: json({ sheetId: context.sheetId }) }),
      onResponse: (_status, _body, context) => {
        free.push(context.taker);
      },
    },
  ];
}

/** The plan of the result page's statement: one sheet by its key, never a scan of the sheets. */
async function explainRslt(pool, sheetId, userId) {
  const { rows } = await pool.query(
    `explain (analyze, format text) select s.*, i.insp_nm, v.ver_no from insp_sheet s join insp i on i.insp_id = s.insp_id
     join insp_ver v on v.ver_id = s.ver_id where s.sheet_id = $1 and s.user_id = $2 and s.stts_cd = 'CMPL'`,
    [sheetId, userId],
  );
  const lines = rows.map((r) => r['QUERY PLAN']);
  return { ok: !lines.some((l) => /Seq Scan on insp_sheet/.test(l)), text: 'the result page reads insp_sheet by its key (no Seq Scan)' };
}

export async function benchInsp({ pool, portalBase, dataDir }) {
  const ids = await seedTakers(pool);
  const { rows: items } = await pool.query(
    `select jsonb_path_query(v.definition, '$.items[*].itemId') #>> '{}' as item_id
     from insp i join insp_ver v on v.ver_id = i.pub_ver_id where i.insp_name = 'bigFive'`,
  );
  const answers = answersOf(items.map((r) => r.item_id));
  const takers = [];
  for (const userId of ids) takers.push({ userId, headers: await loginHeaders(portalBase, userId) });
  console.log(`\ninspections: ${takers.length} students take bigFive (${items.length} items) in turn`);

  // the bytes the bare server repeats: the portal's own answers to one taking and one result
  const first = takers[0];
  const post = (p, body) => fetch(portalBase + p, { method: 'POST', headers: first.headers, body: JSON.stringify(body) });
  const sheetRes = await post(`${API}/sheet/bigFive`, {});
  const sheet = await sheetRes.json();
  const answerRes = await post(`${API}/answer`, { sheetId: sheet.sheetId, answers });
  const submitRes = await post(`${API}/submit`, { sheetId: sheet.sheetId });
  if (!submitRes.ok) throw new Error(`submit: ${submitRes.status} ${await submitRes.text()}`);
  const rsltPath = `${API}/rslt/${sheet.sheetId}`;
  const rsltRes = await fetch(portalBase + rsltPath, { headers: first.headers });
  if (!rsltRes.ok) throw new Error(`rslt: ${rsltRes.status} ${await rsltRes.text()}`);
  const type = 'application/json; charset=utf-8';
  const bodies = {
    [`${API}/sheet/bigFive`]: { type, body: JSON.stringify(sheet) },
    [`${API}/answer`]: { type, body: await answerRes.text() },
    [`${API}/submit`]: { type, body: await submitRes.text() },
    [rsltPath]: { type, body: await rsltRes.text() },
  };
  const bodiesFile = path.join(dataDir, 'bare-insp-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = start(['scripts/bench/bare-server.mjs'], { PORT: String(barePort), BENCH_BODIES: bodiesFile });
  try {
    await waitFor(`${bareBase}${rsltPath}`);
    const taking = await comparePair('bigFive: start, 120 answers, submit', [`${API}/sheet/bigFive`], {
      bareBase,
      portalBase,
      warmupS: 2,
      // a fresh sequence (and list of free students) for each run: a run's last takings stop midway
      options: {
        get requests() {
          return takingRequests(takers, answers);
        },
      },
    });
    const { 'content-type': _json, ...getHeaders } = first.headers;
    const rslt = await comparePair('result page (GET rslt)', [rsltPath], { bareBase, portalBase, warmupS: 2, options: { headers: getHeaders } });
    const pairs = [taking, rslt];
    console.log('(a taking is three requests; req/s counts requests, so sheets submitted per second are a third of it)');
    console.log(resultTable(pairs));
    const { rows } = await pool.query(
      `select count(*)::int as sheets, count(*) filter (where s.stts_cd = 'CMPL')::int as cmpl from insp_sheet s where s.user_id like 'benchtaker%'`,
    );
    console.log(`sheets written by the run: ${rows[0].sheets}, of them submitted and scored: ${rows[0].cmpl}`);
    const plan = await explainRslt(pool, sheet.sheetId, first.userId);
    console.log(`${plan.ok ? 'ok  ' : 'FAIL'}  ${plan.text}`);
    return { pairs, failed: !plan.ok };
  } finally {
    await stop(bare);
  }
}
