import type { TAdjustBody, TEarnPointTypeCd, THolderExportBody, THolderListQuery, TLedgerExportBody, TLedgerQuery, TPointRuleSave } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { saveDownload } from '../../../../lib/files';
import { pointMngClient } from './ledger-client';
import { ledgerKeys } from './ledger-keys';

/** GET /api/cmpnPointMng/holder/list: the students (names masked) and their balances. */
export const useHolderList = (query: Partial<THolderListQuery>) =>
  useQuery({
    queryKey: ledgerKeys.holderList(query),
    queryFn: ({ signal }) => pointMngClient.holderList({ query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/cmpnPointMng/holder/:userId/ledger: one student's history (the server logs the view). */
export const useHolderLedger = (userId: string | null, query: Partial<TLedgerQuery>) =>
  useQuery({
    queryKey: ledgerKeys.holderLedger(userId ?? '', query),
    queryFn: ({ signal }) => pointMngClient.ledger({ params: { userId: userId! }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
    staleTime: 0,
  });

/** POST /api/cmpnPointMng/holder/:userId/adjust; the list and the ledger are read again after. */
export const useAdjustPoints = () =>
  useInvalidatingMutation(({ userId, ...body }: TAdjustBody & { userId: string }) => pointMngClient.adjust({ params: { userId }, body }), ledgerKeys.holders());

/** GET /api/cmpnPointMng/rule/list: every earning type with its amount and rule. */
export const useRuleList = () => useQuery({ queryKey: ledgerKeys.rules(), queryFn: ({ signal }) => pointMngClient.ruleList({}, { signal }), staleTime: 0 });

/** PUT /api/cmpnPointMng/rule/:pointTypeCd. */
export const useSaveRule = () =>
  useInvalidatingMutation(
    ({ pointTypeCd, ...body }: TPointRuleSave & { pointTypeCd: TEarnPointTypeCd }) => pointMngClient.ruleUpdate({ params: { pointTypeCd }, body }),
    ledgerKeys.rules(),
  );

/** POST /api/cmpnPointMng/holder/export: the searched holders, full names, as an .xlsx with the reason (SECURITY 17). */
export async function exportHolders(body: THolderExportBody): Promise<void> {
  saveDownload(await pointMngClient.download('holderExport', { body }), '학생포인트목록.xlsx');
}

/** POST /api/cmpnPointMng/holder/:userId/ledger/export: one student's filtered ledger as an .xlsx with the reason. */
export async function exportLedger(userId: string, body: TLedgerExportBody): Promise<void> {
  saveDownload(await pointMngClient.download('ledgerExport', { params: { userId }, body }), `포인트내역_${userId}.xlsx`);
}
