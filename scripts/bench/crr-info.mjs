// Career information (issue 16): BENCH_JOBS (10000) generated jobs beside the shipped ones, with the
// search tokens the server computes (the compiled crr-info.search.js), so the two-syllable search
// (간호) runs over more than 10,000 jobs; then the statements the compiled listPublicJobs runs
// for that search, under EXPLAIN (ANALYZE, BUFFERS): the word must come from job_srch_tkns_idx.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { randomSource } from './korean-text.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const { jobSearchTokens } = await dist('modules/crr-info/crr-info.search.js');

export const JOB_WORD = '간호';
const BATCH = 2000;
/** Share of generated jobs holding the searched word in the name, and in an alias only. */
const SHARE = { name: 0.01, alias: 0.005 };

// none of these contains 간호: the word appears only where a job is chosen to hold it
const FIELDS = '해양 우주 데이터 식품 환경 교육 의료 문화 스포츠 농업 금융 로봇 영상 음향 건축 에너지 여행 반려동물 게임 패션 항공 물류 복지 보안'.split(' ');
const QUALIFIERS = '공공 산업 지역 국제 현장 품질 안전 서비스 시스템 콘텐츠 정책 교구'.split(' ');
const ROLES = '연구원 기술자 상담사 기획자 관리자 분석가 디자이너 개발자 강사 코디네이터 설계사 정비사 평가사 매니저 전문가'.split(' ');
const FAMILIES = ['MGT', 'EDU', 'LAW', 'HLT', 'SOC', 'ART', 'SPT', 'SVC', 'SAL', 'CON', 'MCH', 'ELC', 'ICT', 'CHM', 'AGR', 'SCI'];
const VALUES = ['ACHV', 'SRVC', 'STBL', 'ATNM', 'CHNG', 'RCGN', 'INCM', 'LESR', 'LDRS', 'CRTV', 'EXPT', 'RLTN'];
const HOLLAND = ['R', 'I', 'A', 'S', 'E', 'C'];

const INSERT = `
  insert into job (job_cd, job_nm, aliases, job_fmly_cd, holland_cd, value_cds, job_expln, work_cn, prep_cn, srch_tkns, registered_by, updated_by)
  select c, n, string_to_array(a, '|'), f, h, string_to_array(v, ' '), e, '벤치마크용으로 만든 직업의 하는 일입니다.', '벤치마크용으로 만든 직업의 준비 방법입니다.',
         string_to_array(k, ' '), 'bench', 'bench'
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) as v(c, n, a, f, h, v, e, k)`;

function jobOf(r, i) {
  const field = r.chance(SHARE.name) ? JOB_WORD : r.pick(FIELDS);
  const jobNm = `${field} ${r.pick(QUALIFIERS)} ${r.pick(ROLES)}`;
  const aliases = r.chance(SHARE.alias) ? [`${JOB_WORD} ${r.pick(ROLES)}`] : r.chance(0.3) ? [`${r.pick(FIELDS)}${r.pick(ROLES)}`] : [];
  const letters = [...new Set([r.pick(HOLLAND), r.pick(HOLLAND), r.pick(HOLLAND)])].join('');
  const values = [...new Set([r.pick(VALUES), r.pick(VALUES), r.pick(VALUES)])];
  return [
    `B${String(i).padStart(5, '0')}`,
    jobNm,
    aliases.join('|'),
    r.pick(FAMILIES),
    letters,
    values.join(' '),
    `${jobNm}은(는) 벤치마크용으로 만든 직업입니다.`,
    // tokens hold letters, marks and digits only (lib/bigram.ts): a space joins them safely
    jobSearchTokens(jobNm, aliases).join(' '),
  ];
}

/** `total` generated jobs (codes B00001..), then fresh statistics; answers what the search will meet. */
export async function seedBenchJobs(pool, { total, seed = 20261116 }) {
  const started = Date.now();
  const r = randomSource(seed);
  for (let from = 1; from <= total; from += BATCH) {
    const cols = Array.from({ length: 8 }, () => []);
    for (let i = from; i < Math.min(total + 1, from + BATCH); i++) jobOf(r, i).forEach((v, k) => cols[k].push(v));
    await pool.query(INSERT, cols);
  }
  await pool.query('vacuum analyze job');
  const {
    rows: [facts],
  } = await pool.query(
    `select count(*)::int as jobs, count(*) filter (where job_nm like '%' || $1 || '%' or array_to_string(aliases, ' ') like '%' || $1 || '%')::int as searched,
            pg_size_pretty(pg_total_relation_size('job')) as table_size
     from job where use_yn = 'Y'`,
    [JOB_WORD],
  );
  return { ...facts, ms: Date.now() - started };
}

function* nodes(node) {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** The statements listPublicJobs runs for one query, each under EXPLAIN (ANALYZE, BUFFERS). */
async function explainList(pool, query) {
  const schema = await dist('db/schema.js');
  const { listPublicJobs } = await dist('modules/crr-info/crr-info.service.js');
  const recorded = [];
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } });
  const answer = await listPublicJobs(db, { currentPage: 1, ...query });
  const explained = [];
  for (const q of recorded.filter((r) => /"job"/.test(r.sql))) {
    const { rows } = await pool.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
    const plan = rows[0]['QUERY PLAN'][0];
    explained.push({ plan, all: [...nodes(plan.Plan)] });
  }
  return { answer, explained };
}

const shapeOf = ({ plan, all }) =>
  `${all
    .filter((n) => /Scan|Sort|Limit|Aggregate/.test(n['Node Type']))
    .map((n) => [n['Node Type'], n['Index Name'] && `using ${n['Index Name']}`, `rows=${n['Actual Rows']}`].filter(Boolean).join(' '))
    .join(' / ')}; ${(plan['Execution Time'] ?? 0).toFixed(2)} ms, buffers hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}`;

const seqScan = (e) => e.all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'job');

/**
 * The search for the word and the unfiltered first page as listPublicJobs runs them: the word
 * must come from job_srch_tkns_idx, the page from job_list_idx, and nothing scans the whole table.
 */
export async function explainJobSearch(pool) {
  const search = await explainList(pool, { srchWrd: JOB_WORD });
  const first = await explainList(pool, {});
  const viaGin = search.explained.filter((e) => e.all.some((n) => n['Index Name'] === 'job_srch_tkns_idx')).length;
  const pageStatement = first.explained.find((e) => e.all.some((n) => n['Node Type'] === 'Limit'));
  return {
    countItem: search.answer.pagination.countItem,
    lines: [...search.explained.map((e) => `${JOB_WORD}: ${shapeOf(e)}`), ...first.explained.map((e) => `page 1: ${shapeOf(e)}`)],
    checks: [
      {
        ok: search.explained.length > 0 && viaGin === search.explained.length,
        text: `the ${JOB_WORD} search reads job_srch_tkns_idx (${viaGin} of ${search.explained.length} statements on job)`,
      },
      { ok: !search.explained.some(seqScan), text: `no statement of the ${JOB_WORD} search scans the whole job table` },
      {
        ok: !!pageStatement?.all.some((n) => n['Index Name'] === 'job_list_idx') && !pageStatement.all.some((n) => n['Node Type'] === 'Sort'),
        text: 'the first page of the list is read in order from job_list_idx (no sort)',
      },
    ],
  };
}
