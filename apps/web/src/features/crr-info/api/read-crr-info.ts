import { isStudentMbrType } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { crrInfoClient } from './crr-info-client';

/**
 * POST /icec/api/crrInfo/read/:jobCd once a job is shown to a logged-in student: the server credits
 * the INFO points once per job and Korean day. Once per job a mount (the ref survives the strict
 * mode's second effect); guests and other members never call; a failure shows no dialog.
 */
export function useReadCrrInfo(jobCd: string, shown: boolean): void {
  const user = useRealmLoginUser('USER');
  const isStudent = user !== null && isStudentMbrType(user.mbrTypeAuthrt);
  const readCd = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || !isStudent || readCd.current === jobCd) return;
    readCd.current = jobCd;
    crrInfoClient.read({ params: { jobCd } }, { quiet: true }).catch(() => undefined);
  }, [jobCd, shown, isStudent]);
}
