import type { TCodeItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { codeClient } from './code-client';
import { codeKeys } from './code-keys';

/**
 * GET /icec/api/manageCode/list: the reflected, active child codes of a group, in order (spec §4,
 * §7). The /icec/ path is the same for every user type (the client rewrites only /api/ paths).
 */
export const getCodeList = (upComCdId: string, signal?: AbortSignal) => codeClient.list({ query: { upComCdId } }, { signal });

/** Codes change only when an administrator reflects them, so they are kept for a few minutes. */
export const useCodeList = (upComCdId: string) =>
  useQuery({ queryKey: codeKeys.list(upComCdId), queryFn: ({ signal }) => getCodeList(upComCdId, signal), staleTime: 5 * 60_000 });

/** Select, radio and checkbox options (value: comCd, the value entities store; label: comCdNm). */
export const codeListOptions = (codeList: readonly Pick<TCodeItem, 'comCd' | 'comCdNm'>[] | undefined) =>
  (codeList ?? []).map((code) => ({ value: code.comCd, label: code.comCdNm }));

/** The name of a code in a list, or the code itself while the list loads or when it is unknown. */
export const codeName = (codeList: readonly Pick<TCodeItem, 'comCd' | 'comCdNm'>[] | undefined, comCd: string | null | undefined) =>
  comCd ? (codeList?.find((code) => code.comCd === comCd)?.comCdNm ?? comCd) : '';
