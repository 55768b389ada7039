import type { TMemberListQuery, TMemberListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

export type TMemberListParams = Partial<TMemberListQuery>;

/** GET /api/member/list, or GET /api/userMngDtl/list/:acntTypeCd for one account type: masked rows and paging. */
export const getMemberList = (acntTypeCd: string | undefined, params: TMemberListParams, signal?: AbortSignal) =>
  api.get<TMemberListResponse>(acntTypeCd ? `/api/userMngDtl/list/${encodeURIComponent(acntTypeCd)}` : '/api/member/list', { params, signal });

export const useMemberList = (acntTypeCd: string | undefined, params: TMemberListParams) =>
  useQuery({
    queryKey: admMemberKeys.memberList(acntTypeCd, params),
    queryFn: ({ signal }) => getMemberList(acntTypeCd, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
