import type { TMemberListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberAdminClient, memberAdminKeys } from './member-admin-keys';

export type TMemberListParams = Partial<TMemberListQuery>;

/** GET /api/member/list, or GET /api/userMngDtl/list/:acntTypeCd for one account type: masked rows and paging. */
export const getMemberList = (acntTypeCd: string | undefined, params: TMemberListParams, signal?: AbortSignal) =>
  acntTypeCd ? memberAdminClient.listOfAcntType({ params: { acntTypeCd }, query: params }, { signal }) : memberAdminClient.list({ query: params }, { signal });

export const useMemberList = (acntTypeCd: string | undefined, params: TMemberListParams) =>
  useQuery({
    queryKey: memberAdminKeys.memberList(acntTypeCd, params),
    queryFn: ({ signal }) => getMemberList(acntTypeCd, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
