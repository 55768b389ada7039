import type { TPswdChgRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { adminPswdChgClient } from './auth-keys';

/** POST /api/login/pswdChg: the administrator's first login after another administrator set the password. */
export const postAdminPswdChg = (body: TPswdChgRequest) => adminPswdChgClient.adminPswdChg({ body });

export const useAdminPswdChg = () => useMutation({ mutationFn: postAdminPswdChg });
