import { Navigate } from 'react-router';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { fusionListPath } from '../portflo-format';

/**
 * /myPage/portfloMng (spec §6): portfolio management goes to /myPage/fusionActv/list/{userId} with
 * the saved login data. The route guard has sent a guest to the login before this renders.
 */
export function PortfloMngPage() {
  const user = useRealmLoginUser('USER');
  return user ? <Navigate to={fusionListPath(user.userId)} replace /> : null;
}
