import type { TSrvyNonRspnsQuery, TSrvyRsltExportBody, TSrvyTextQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saveDownload } from '../../../../lib/files';
import { srvyRsltClient } from './srvy-rslt-client';

export const srvyRsltKeys = {
  all: ['srvyRslt'] as const,
  rslt: (srvyId: number) => [...srvyRsltKeys.all, srvyId] as const,
  texts: (srvyId: number, query: Partial<TSrvyTextQuery>) => [...srvyRsltKeys.all, srvyId, 'texts', query] as const,
  cross: (srvyId: number, rowQstnId: string, colQstnId: string) => [...srvyRsltKeys.all, srvyId, 'cross', rowQstnId, colQstnId] as const,
  nonRspns: (srvyId: number, query: Partial<TSrvyNonRspnsQuery>) => [...srvyRsltKeys.all, srvyId, 'nonRspns', query] as const,
};

/** GET rslt: per-question counts, percents and means over the submitted responses (404: the not-found page). */
export const useSrvyRslt = (srvyId: number | undefined) =>
  useQuery({
    queryKey: srvyRsltKeys.rslt(srvyId ?? 0),
    queryFn: ({ signal }) => srvyRsltClient.rslt({ params: { srvyId: srvyId! } }, { signal, record: true }),
    enabled: srvyId !== undefined,
    staleTime: 0,
  });

/** GET rslt/texts: one question's text answers, searched and paged. */
export const useSrvyTexts = (srvyId: number, query: Partial<TSrvyTextQuery> & { qstnId: string }) =>
  useQuery({
    queryKey: srvyRsltKeys.texts(srvyId, query),
    queryFn: ({ signal }) => srvyRsltClient.texts({ params: { srvyId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET rslt/cross: one question (or member type, school level) by another, once both are chosen. */
export const useSrvyCross = (srvyId: number, rowQstnId: string, colQstnId: string) =>
  useQuery({
    queryKey: srvyRsltKeys.cross(srvyId, rowQstnId, colQstnId),
    queryFn: ({ signal }) => srvyRsltClient.cross({ params: { srvyId }, query: { rowQstnId, colQstnId } }, { signal }),
    enabled: Boolean(rowQstnId && colQstnId) && rowQstnId !== colQstnId,
  });

/** GET rslt/nonRspns: the members of the target without a response (a logged view of member data; asked for on demand). */
export const useSrvyNonRspns = (srvyId: number, query: Partial<TSrvyNonRspnsQuery>, enabled: boolean) =>
  useQuery({
    queryKey: srvyRsltKeys.nonRspns(srvyId, query),
    queryFn: ({ signal }) => srvyRsltClient.nonRspns({ params: { srvyId }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** POST rslt/rawExport or rslt/summaryExport: the .xlsx, with the reason (SECURITY 17). */
export async function exportSrvyRslt(kind: 'rawExport' | 'summaryExport', srvyId: number, fileName: string, body: TSrvyRsltExportBody): Promise<void> {
  saveDownload(await srvyRsltClient.download(kind, { params: { srvyId }, body }), fileName);
}
