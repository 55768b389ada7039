import { isStudentMbrType } from '@portal/contract';
import { useRealmLoginUser } from '../../lib/login-user/login-user-store';

/** Who is looking (spec §6): a student writes STDNT activities, a teacher (user type T) SCHL ones and reads their students'. */
export function useActvRole() {
  const user = useRealmLoginUser('USER');
  return { user, isStudent: isStudentMbrType(user?.mbrTypeAuthrt), isTeacher: user?.userTypeCd === 'T' };
}
