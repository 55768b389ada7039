import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** POST /api/login/isLogin (spec §7): whether this browser's admin session is alive. */
export const postAdminIsLogin = () => api.post<{ isLogin: 'Y' | 'N' }>('/api/login/isLogin');

/** Checked each time the admin frame mounts (entering the admin area), never served from cache. */
export const useAdminIsLogin = (enabled: boolean) =>
  useQuery({ queryKey: admAccessKeys.isLogin(), queryFn: postAdminIsLogin, enabled, staleTime: 0, gcTime: 0 });
