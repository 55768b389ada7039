import { contsCrsPaths, type contsCrsApi } from '@portal/contract';
import { useEffect } from 'react';
import { apiClient } from './api';
import { useLoginUser } from './login-user/login-user-store';

const client = apiClient<typeof contsCrsApi>(contsCrsPaths);

/**
 * Issue 20 (수업): a student opened a content. The content page (/infoGd/conts/:contsId) mounts this
 * once the content has loaded; the server records the first opening for the student's class's
 * assignments containing it, and writes nothing for anyone else. Quiet: it never shows a dialog.
 */
export function useContsCrsOpen(contsId: number | undefined): void {
  const user = useLoginUser();
  const isStudent = user?.userTypeCd === 'S';
  useEffect(() => {
    if (!isStudent || !contsId) return;
    void client.open({ body: { contsId } }, { quiet: true }).catch(() => undefined);
  }, [isStudent, contsId]);
}
