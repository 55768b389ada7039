import { POINT_HOLDER_TYPES } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { showAlert } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { cpnClient } from './api/cpn-client';
import './cpn-catalogue';

const STUDENTS: readonly string[] = POINT_HOLDER_TYPES;

/**
 * The congratulation for a student's announced, unseen wins (issue 15 congratulate): one dialog per
 * win, then the server is told they were seen, so it shows once. Renders nothing; the user layout
 * (app/layouts/public-layout) mounts it lazily, once, for a logged-in student, so it costs the
 * public first load nothing and shows on the first page after login.
 */
export function CpnCongrats() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const isStudent = STUDENTS.includes(user?.mbrTypeAuthrt ?? '');
  const asked = useRef(false);

  useEffect(() => {
    if (!isStudent || asked.current) return;
    asked.current = true;
    void (async () => {
      const { list } = await cpnClient.congrats({}, { quiet: true });
      if (list.length === 0) return;
      for (const win of list) {
        const lines = [t('pointCpn.congrats.message', { drawYmd: win.drawYmd, prizeNm: win.prizeNm }), win.congratsCn].filter(Boolean);
        await showAlert(lines.join('\n'), { title: t('pointCpn.congrats.title') });
      }
      await cpnClient.congratsSeen({ body: { cpnIds: list.map((w) => w.cpnId) } }, { quiet: true });
    })().catch(() => undefined);
  }, [isStudent, t]);

  return null;
}
