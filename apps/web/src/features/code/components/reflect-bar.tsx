import { formatSeoulDateTime } from '@portal/contract';
import { Alert, Button, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { actorText } from '../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useReflectStatus } from '../api/get-reflect-status';
import { useResetCodeList } from '../api/reset-code-list';

/**
 * spec §4: codes reach the user screen only when reflected, after the confirm of spec §8. Shows the
 * version users see and whether edits are waiting.
 */
export function ReflectBar() {
  const { t } = useTranslation();
  const status = useReflectStatus().data;
  const reflect = useResetCodeList();

  async function onReflect() {
    if (!(await showConfirm(t('code.confirmReflect')))) return;
    await reflect.mutateAsync().then(
      () => showAlert(t('common.result.processed')),
      () => undefined,
    );
  }

  const pending = status?.pendingYn === 'Y';
  return (
    <Alert
      className="adm-page__notice"
      type={pending ? 'warning' : 'info'}
      showIcon
      title={
        <span className="adm-code__reflect">
          <span>
            {status?.rflctAt
              ? t('admCode.lastReflected', { at: formatSeoulDateTime(status.rflctAt), by: actorText(t, status.rflctBy) })
              : t('admCode.neverReflected')}
          </span>
          {status && <Tag color={pending ? 'orange' : 'green'}>{pending ? t('admCode.pending') : t('admCode.upToDate')}</Tag>}
        </span>
      }
      description={t('admCode.reflectHint')}
      action={
        <Button type="primary" loading={reflect.isPending} onClick={() => void onReflect()}>
          {t('admCode.reflect')}
        </Button>
      }
    />
  );
}
