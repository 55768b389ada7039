// Seeds the benchmark board straight into the portal's embedded PostgreSQL: generated Korean posts
// with the search tokens the server computes (the compiled lib/bigram.js), inserted in batches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { koreanPost, randomSource, writerName } from './korean-text.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { searchTokens } = await import(path.join(root, 'apps/server/dist/lib/bigram.js'));

const BATCH = 5000;
/** Share of posts holding the searched word (진로) in the title, in the body, and the rare word (천문). */
const SHARE = { title: 0.012, body: 0.02, rare: 0.001 };
const HIDDEN_SHARE = 0.005;
const PINNED = 3;

/**
 * A client of the portal's embedded PostgreSQL: the superuser password is kept in the data
 * directory and the running postmaster writes its port on the 4th line of postmaster.pid.
 */
export async function connectEmbedded(dataDir) {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', password, database: 'portal', max: 2, options: '-c TimeZone=Asia/Seoul' });
  await pool.query('select 1');
  return pool;
}

const INSERT = `
  insert into post (board_id, post_ttl, post_cn, cn_text, notice_yn, hide_yn, inq_cnt, wrtr_nm, reg_user_id, srch_tkns,
                    registered_by, registered_at, updated_by, updated_at)
  select $1, t, c, x, n, h, i, w, u, string_to_array(k, ' '), u, r, u, r
  from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::text[], $11::timestamptz[])
       with ordinality as v(t, c, x, n, h, i, w, u, k, r, ord)
  order by ord`;

function batchOf(r, from, to, total, startMs) {
  const cols = Array.from({ length: 10 }, () => []);
  for (let i = from; i < to; i++) {
    const notice = i >= total - PINNED;
    const post = koreanPost(r, { searchedInTitle: r.chance(SHARE.title), searchedInBody: r.chance(SHARE.body), rare: r.chance(SHARE.rare) });
    const title = notice ? `[필독] ${post.title}` : post.title;
    const wrtrNm = writerName(r);
    // tokens hold letters, marks and digits only (lib/bigram.ts): a space joins them safely
    const tokens = searchTokens({ ttl: title, cn: post.text, wrtr: wrtrNm }).join(' ');
    const values = [
      title,
      post.html,
      post.text,
      notice ? 'Y' : 'N',
      !notice && r.chance(HIDDEN_SHARE) ? 'Y' : 'N',
      r.int(500),
      wrtrNm,
      `bench${r.int(500)}`,
      tokens,
    ];
    values.forEach((v, k) => cols[k].push(v));
    // one post every 15 minutes, oldest first, so ids and dates agree
    cols[9].push(new Date(startMs + i * 15 * 60_000).toISOString());
  }
  return cols;
}

/**
 * The board (readable by guests) and `total` posts, then what autovacuum would leave: the
 * counter set, statistics and the visibility map fresh. The GIN index is rebuilt after the load
 * (from its own definition) rather than fed 100,000 rows one pending list at a time.
 */
export async function seedBenchBoard(pool, { boardId, total, seed = 20260501 }) {
  const started = Date.now();
  await pool.query(
    `insert into board (board_id, board_nm, board_expln, board_type_cd, section, read_authrt, registered_by, updated_by)
     values ($1, '벤치마크 게시판', '성능 측정용 게시판입니다.', 'GENERAL', 'eduIntdcn', '{GUEST,G,T,S}', 'bench', 'bench')`,
    [boardId],
  );
  // a change of boards, as the admin service makes it: the portal's board cache reloads (decision 008)
  await pool.query(
    `insert into cache_ver (cache_nm, ver, registered_by, updated_by) values ('board', 1, 'bench', 'bench')
     on conflict (cache_nm) do update set ver = cache_ver.ver + 1, updated_at = now()`,
  );
  const {
    rows: [gin],
  } = await pool.query(`select indexdef from pg_indexes where tablename = 'post' and indexname = 'post_srch_tkns_idx'`);
  if (!gin) throw new Error('post_srch_tkns_idx not found: has the schema changed?');
  await pool.query('drop index post_srch_tkns_idx');
  const r = randomSource(seed);
  const startMs = Date.now() - total * 15 * 60_000;
  for (let from = 0; from < total; from += BATCH) {
    const cols = batchOf(r, from, Math.min(total, from + BATCH), total, startMs);
    await pool.query(INSERT, [boardId, ...cols]);
  }
  const loadedMs = Date.now() - started;
  await pool.query(`set maintenance_work_mem = '256MB'`);
  await pool.query(gin.indexdef);
  await pool.query(`update board set post_cnt = (select count(*) from post where board_id = $1 and hide_yn = 'N') where board_id = $1`, [boardId]);
  await pool.query('vacuum analyze post');
  await pool.query('checkpoint');
  const {
    rows: [facts],
  } = await pool.query(
    `select count(*) filter (where hide_yn = 'N')::int as visible,
            count(*) filter (where hide_yn = 'N' and notice_yn = 'N' and (post_ttl ilike '%진로%' or cn_text ilike '%진로%'))::int as searched,
            count(*) filter (where hide_yn = 'N' and notice_yn = 'N' and (post_ttl ilike '%천문%' or cn_text ilike '%천문%'))::int as rare,
            avg(length(cn_text))::int as avg_chars, avg(cardinality(srch_tkns))::int as avg_tokens,
            pg_size_pretty(pg_total_relation_size('post')) as table_size
     from post where board_id = $1`,
    [boardId],
  );
  // posts to view: visible, not pinned, spread from the newest to the oldest
  const { rows: ids } = await pool.query(
    `select post_id from (select post_id, row_number() over (order by post_id) as n, count(*) over () as c
       from post where board_id = $1 and hide_yn = 'N' and notice_yn = 'N') s
     where n in (1, greatest(1, c / 4), greatest(1, c / 2), greatest(1, c * 3 / 4), c) order by post_id desc`,
    [boardId],
  );
  return { ...facts, viewIds: ids.map((row) => Number(row.post_id)), loadedMs, totalMs: Date.now() - started };
}
