import type { TAdjustBody, THolderListQuery, TLedgerQuery, TPointRuleSave, TEarnPointTypeCd } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
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
