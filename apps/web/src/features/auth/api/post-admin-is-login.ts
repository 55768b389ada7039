import { useQuery } from '@tanstack/react-query';
import { authAdminClient, authKeys } from './auth-keys';

/** POST /api/login/isLogin (spec §7): whether this browser's admin session is alive. */
export const postAdminIsLogin = () => authAdminClient.isLogin({});

/** Checked each time the admin frame mounts (entering the admin area), never served from cache. */
export const useAdminIsLogin = (enabled: boolean) =>
  useQuery({ queryKey: authKeys.adminIsLogin(), queryFn: postAdminIsLogin, enabled, staleTime: 0, gcTime: 0 });
