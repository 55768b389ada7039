import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLoginUser } from '../lib/login-user/login-user-store';
import { siteKeys } from '../features/site/api/site-keys';

/**
 * The menu list carries acsAuthrt computed for the caller (spec §3, §6), so it is fetched again
 * whenever the login changes: a login, a logout, a time-out, a check answering N, another tab.
 */
export function useMenuFollowsLogin(): void {
  const queryClient = useQueryClient();
  const user = useLoginUser();
  const who = user?.isLogin === 'Y' ? `${user.userTypeCd}:${user.userId}` : '';
  const previous = useRef(who);
  useEffect(() => {
    if (previous.current === who) return;
    previous.current = who;
    void queryClient.invalidateQueries({ queryKey: siteKeys.menuList() });
  }, [who, queryClient]);
}
