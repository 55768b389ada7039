import { isSrvyChoiceType, SRVY_QSTN_TYPES, type TSrvyDef, type TSrvyPage, type TSrvyQstn } from '@portal/contract';

/** A question type code (SINGLE ... FILE). */
export type TQstnType = keyof typeof SRVY_QSTN_TYPES;

export const QSTN_TYPES = Object.keys(SRVY_QSTN_TYPES) as TQstnType[];

/** The next free id after the largest `<prefix><n>` in use. */
function nextId(prefix: string, used: string[]): string {
  const numbers = used.map((id) => (id.startsWith(prefix) ? Number(id.slice(prefix.length)) : 0)).filter((n) => Number.isInteger(n));
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

const allQstns = (def: TSrvyDef) => def.pages.flatMap((page) => page.qstns);

const defaultOptions = (): TSrvyQstn['options'] => [
  { optId: 'o1', optNm: '' },
  { optId: 'o2', optNm: '' },
];

/** A new question of a type with that type's defaults (design: SHORT 100, LONG 2000, FILE 1). */
export function emptyQstn(qstnType: TQstnType, qstnId: string, keep?: Pick<TSrvyQstn, 'qstnTtl' | 'helpText' | 'requiredYn' | 'showIf'>): TSrvyQstn {
  const base: TSrvyQstn = { qstnId, qstnType, qstnTtl: keep?.qstnTtl ?? '', requiredYn: keep?.requiredYn ?? 'Y' };
  if (keep?.helpText) base.helpText = keep.helpText;
  if (keep?.showIf) base.showIf = keep.showIf;
  switch (qstnType) {
    case 'SINGLE':
    case 'MULTI':
    case 'OTHER':
    case 'RANK':
      return { ...base, options: defaultOptions() };
    case 'SCALE5':
    case 'SCALE7':
      return { ...base, scaleLow: '전혀 그렇지 않다', scaleHigh: '매우 그렇다' };
    case 'MATRIX':
      return { ...base, scalePoints: 5, scaleLow: '전혀 그렇지 않다', scaleHigh: '매우 그렇다', rows: [{ rowId: 'r1', rowNm: '' }] };
    case 'SHORT':
      return { ...base, maxLength: 100 };
    case 'LONG':
      return { ...base, maxLength: 2000 };
    case 'FILE':
      return { ...base, fileMaxCnt: 1 };
    default:
      return base;
  }
}

export const newQstnId = (def: TSrvyDef) =>
  nextId(
    'q',
    allQstns(def).map((qstn) => qstn.qstnId),
  );
export const newPageId = (def: TSrvyDef) =>
  nextId(
    'p',
    def.pages.map((page) => page.pageId),
  );
export const newOptId = (qstn: TSrvyQstn) =>
  nextId(
    'o',
    (qstn.options ?? []).map((opt) => opt.optId),
  );
export const newRowId = (qstn: TSrvyQstn) =>
  nextId(
    'r',
    (qstn.rows ?? []).map((row) => row.rowId),
  );

export const emptyDef = (): TSrvyDef => ({ pages: [{ pageId: 'p1', qstns: [] }] });

/** Moves the entry at `from` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

const withPage = (def: TSrvyDef, pageIndex: number, change: (page: TSrvyPage) => TSrvyPage): TSrvyDef => ({
  pages: def.pages.map((page, i) => (i === pageIndex ? change(page) : page)),
});

export const addPage = (def: TSrvyDef): TSrvyDef => ({ pages: [...def.pages, { pageId: newPageId(def), qstns: [] }] });

/** A page's questions go with it; conditions naming them are dropped from the questions left. */
export function removePage(def: TSrvyDef, pageIndex: number): TSrvyDef {
  const gone = new Set(def.pages[pageIndex]?.qstns.map((qstn) => qstn.qstnId));
  return dropConditionsOn({ pages: def.pages.filter((_, i) => i !== pageIndex) }, gone);
}

export const movePage = (def: TSrvyDef, pageIndex: number, step: -1 | 1): TSrvyDef => dropLateConditions({ pages: moved(def.pages, pageIndex, step) });

export const updatePage = (def: TSrvyDef, pageIndex: number, patch: Partial<TSrvyPage>): TSrvyDef =>
  withPage(def, pageIndex, (page) => ({ ...page, ...patch }));

export const addQstn = (def: TSrvyDef, pageIndex: number, qstnType: TQstnType): TSrvyDef =>
  withPage(def, pageIndex, (page) => ({ ...page, qstns: [...page.qstns, emptyQstn(qstnType, newQstnId(def))] }));

export function removeQstn(def: TSrvyDef, pageIndex: number, qstnIndex: number): TSrvyDef {
  const gone = def.pages[pageIndex]?.qstns[qstnIndex]?.qstnId;
  const next = withPage(def, pageIndex, (page) => ({ ...page, qstns: page.qstns.filter((_, i) => i !== qstnIndex) }));
  return gone ? dropConditionsOn(next, new Set([gone])) : next;
}

/** A question moves within its page, or over the edge to the end of the previous / start of the next page. */
export function moveQstn(def: TSrvyDef, pageIndex: number, qstnIndex: number, step: -1 | 1): TSrvyDef {
  const page = def.pages[pageIndex];
  const qstn = page?.qstns[qstnIndex];
  if (!page || !qstn) return def;
  const to = qstnIndex + step;
  if (to >= 0 && to < page.qstns.length) return dropLateConditions(withPage(def, pageIndex, (p) => ({ ...p, qstns: moved(p.qstns, qstnIndex, step) })));
  const target = pageIndex + step;
  if (target < 0 || target >= def.pages.length) return def;
  const pages = def.pages.map((p, i) => {
    if (i === pageIndex) return { ...p, qstns: p.qstns.filter((_, j) => j !== qstnIndex) };
    if (i === target) return { ...p, qstns: step < 0 ? [...p.qstns, qstn] : [qstn, ...p.qstns] };
    return p;
  });
  return dropLateConditions({ pages });
}

export const updateQstn = (def: TSrvyDef, pageIndex: number, qstnIndex: number, patch: Partial<TSrvyQstn>): TSrvyDef =>
  withPage(def, pageIndex, (page) => ({ ...page, qstns: page.qstns.map((qstn, i) => (i === qstnIndex ? { ...qstn, ...patch } : qstn)) }));

/** A new type keeps the title, help, required flag and condition; the type's own settings start afresh. */
export function changeType(def: TSrvyDef, pageIndex: number, qstnIndex: number, qstnType: TQstnType): TSrvyDef {
  const qstn = def.pages[pageIndex]?.qstns[qstnIndex];
  if (!qstn) return def;
  const next = withPage(def, pageIndex, (page) => ({
    ...page,
    qstns: page.qstns.map((q, i) => (i === qstnIndex ? emptyQstn(qstnType, q.qstnId, q) : q)),
  }));
  return isSrvyChoiceType(qstnType) ? next : dropConditionsOn(next, new Set([qstn.qstnId]));
}

/** The choice questions before this one (a condition may only look back, design srvyDefProblems). */
export function earlierChoiceQstns(def: TSrvyDef, qstnId: string): TSrvyQstn[] {
  const qstns = allQstns(def);
  const index = qstns.findIndex((qstn) => qstn.qstnId === qstnId);
  return qstns.slice(0, Math.max(0, index)).filter((qstn) => isSrvyChoiceType(qstn.qstnType));
}

function mapQstns(def: TSrvyDef, change: (qstn: TSrvyQstn) => TSrvyQstn): TSrvyDef {
  return { pages: def.pages.map((page) => ({ ...page, qstns: page.qstns.map(change) })) };
}

const withoutShowIf = ({ showIf: _dropped, ...qstn }: TSrvyQstn): TSrvyQstn => qstn;

function dropConditionsOn(def: TSrvyDef, qstnIds: Set<string>): TSrvyDef {
  return mapQstns(def, (qstn) => (qstn.showIf && qstnIds.has(qstn.showIf.qstnId) ? withoutShowIf(qstn) : qstn));
}

/** After a move, a condition on a question that now comes later is dropped. */
function dropLateConditions(def: TSrvyDef): TSrvyDef {
  const seen = new Set<string>();
  return {
    pages: def.pages.map((page) => ({
      ...page,
      qstns: page.qstns.map((qstn) => {
        const kept = qstn.showIf && !seen.has(qstn.showIf.qstnId) ? withoutShowIf(qstn) : qstn;
        seen.add(qstn.qstnId);
        return kept;
      }),
    })),
  };
}

/** A survey's question count. */
export const qstnCount = (def: TSrvyDef) => allQstns(def).length;

/** The numbers shown beside questions: 1.. through all pages. */
export function qstnNumbers(def: TSrvyDef): Map<string, number> {
  return new Map(allQstns(def).map((qstn, i) => [qstn.qstnId, i + 1]));
}
