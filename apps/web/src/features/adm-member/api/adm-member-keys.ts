import type { TAuthorityListQuery, TAuthorityUserQuery, TMemberListQuery, TPrivacyLogListQuery } from '@portal/contract';

/** Query keys of the admin member feature: members, authority grants, the personal-data access log. */
export const admMemberKeys = {
  all: ['admMember'] as const,
  members: () => [...admMemberKeys.all, 'members'] as const,
  memberList: (acntTypeCd: string | undefined, query: Partial<TMemberListQuery>) => [...admMemberKeys.members(), 'list', acntTypeCd ?? '', query] as const,
  memberDetail: (userId: string) => [...admMemberKeys.members(), 'detail', userId] as const,
  authority: () => [...admMemberKeys.all, 'authority'] as const,
  authorityList: (query: Partial<TAuthorityListQuery>) => [...admMemberKeys.authority(), 'list', query] as const,
  authorityUsers: (query: Partial<TAuthorityUserQuery>) => [...admMemberKeys.authority(), 'users', query] as const,
  privacyLog: () => [...admMemberKeys.all, 'privacyLog'] as const,
  privacyLogList: (query: Partial<TPrivacyLogListQuery>) => [...admMemberKeys.privacyLog(), 'list', query] as const,
  privacyMonthly: (yyyymm: string) => [...admMemberKeys.privacyLog(), 'monthly', yyyymm] as const,
};
