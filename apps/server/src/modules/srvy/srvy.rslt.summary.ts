import { SRVY_ETC_OPT_ID, SRVY_ETC_OPT_NM, srvyMean, srvyPct, type TSrvyDef, type TSrvyQstn, type TSrvyQstnRslt, type TSrvyRslt } from '@portal/contract';

/**
 * One count of the results (srvy.rslt.tally.ts tallyAnswers): of one part of one question's answers
 * over the submitted responses, with a sum, a lowest and a highest value where they apply. part: ANS
 * answered, OPT an option (k), ETC the 기타 line, ETXT 기타 texts, PT a scale point (k), ROW a matrix
 * row (k) and point (k2), NUM numbers, DATE days, RANK an option's ranks (k), FILE files (s), TXT
 * texts, PAGE a page (q is the page's id).
 */
export type TSrvyAggRow = {
  q: string | null;
  part: string;
  k: string | null;
  k2: string | null;
  n: number;
  s: number | null;
  lo: string | null;
  hi: string | null;
};

/** The scale's points of a question: 1..5, 1..7, or a matrix's scalePoints. */
export const scalePointsOf = (qstn: TSrvyQstn): number => (qstn.qstnType === 'SCALE7' ? 7 : qstn.qstnType === 'MATRIX' ? (qstn.scalePoints ?? 5) : 5);

/** The mean and distribution of answers on a scale of `points` points, from the count of each point. */
function scaleDist(points: number, cntOf: (point: number) => number) {
  const dist = Array.from({ length: points }, (_, i) => ({ point: i + 1, cnt: cntOf(i + 1) }));
  const cnt = dist.reduce((sum, d) => sum + d.cnt, 0);
  const sum = dist.reduce((total, d) => total + d.point * d.cnt, 0);
  return { answeredCnt: cnt, mean: srvyMean(sum, cnt), dist: dist.map((d) => ({ ...d, pct: srvyPct(d.cnt, cnt) })) };
}

/** The results of every question of the survey's definition (in its order) from the aggregate rows. */
export function buildSrvyRslt(def: TSrvyDef, rows: readonly TSrvyAggRow[]): Pick<TSrvyRslt, 'pages' | 'qstns'> {
  const byKey = new Map<string, TSrvyAggRow>();
  for (const row of rows) byKey.set([row.part, row.q, row.k, row.k2].join('\u0000'), row);
  const get = (part: string, q: string | null, k: string | null = null, k2: string | null = null) => byKey.get([part, q, k, k2].join('\u0000'));
  const cnt = (part: string, q: string, k: string | null = null, k2: string | null = null) => get(part, q, k, k2)?.n ?? 0;

  const qstnRslt = (qstn: TSrvyQstn, pageId: string): TSrvyQstnRslt => {
    const q = qstn.qstnId;
    const answeredCnt = cnt('ANS', q);
    const base = { qstnId: q, qstnType: qstn.qstnType, qstnTtl: qstn.qstnTtl, pageId, answeredCnt };
    const options = qstn.options ?? [];
    switch (qstn.qstnType) {
      case 'SINGLE':
      case 'MULTI':
      case 'OTHER': {
        const lines = options.map((o) => ({ optId: o.optId, optNm: o.optNm, cnt: cnt('OPT', q, o.optId) }));
        if (qstn.qstnType === 'OTHER') lines.push({ optId: SRVY_ETC_OPT_ID, optNm: SRVY_ETC_OPT_NM, cnt: cnt('ETC', q) });
        return {
          ...base,
          choices: lines.map((l) => ({ ...l, pct: srvyPct(l.cnt, answeredCnt) })),
          ...(qstn.qstnType === 'OTHER' && { textCnt: cnt('ETXT', q) }),
        };
      }
      case 'SCALE5':
      case 'SCALE7': {
        const { mean, dist } = scaleDist(scalePointsOf(qstn), (p) => cnt('PT', q, String(p)));
        return { ...base, scale: { mean, dist } };
      }
      case 'MATRIX':
        return {
          ...base,
          rows: (qstn.rows ?? []).map((r) => ({ rowId: r.rowId, rowNm: r.rowNm, ...scaleDist(scalePointsOf(qstn), (p) => cnt('ROW', q, r.rowId, String(p))) })),
        };
      case 'NUMBER': {
        const row = get('NUM', q);
        const num = (text: string | null | undefined) => (text == null ? null : Number(text));
        return { ...base, num: { min: num(row?.lo), mean: srvyMean(row?.s ?? 0, row?.n ?? 0), max: num(row?.hi) } };
      }
      case 'DATE': {
        const row = get('DATE', q);
        return { ...base, dateRange: { first: row?.lo ?? null, last: row?.hi ?? null } };
      }
      case 'RANK':
        return {
          ...base,
          ranks: options.map((o) => {
            const row = get('RANK', q, o.optId);
            return { optId: o.optId, optNm: o.optNm, cnt: row?.n ?? 0, meanRank: srvyMean(row?.s ?? 0, row?.n ?? 0) };
          }),
        };
      case 'FILE':
        return { ...base, fileCnt: get('FILE', q)?.s ?? 0 };
      case 'SHORT':
      case 'LONG':
        return { ...base, textCnt: cnt('TXT', q) };
    }
  };

  return {
    pages: def.pages.map((p) => ({ pageId: p.pageId, pageTtl: p.pageTtl ?? '', answeredCnt: cnt('PAGE', p.pageId) })),
    qstns: def.pages.flatMap((p) => p.qstns.map((qstn) => qstnRslt(qstn, p.pageId))),
  };
}
