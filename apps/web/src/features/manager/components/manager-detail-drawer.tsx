import { ADM_ROLE, formatSeoulDateTime, MBR_TYPE_AUTHRT, type TAdmRoleCd, type TManagerDetail, type TManagerRole, USER_STTS } from '@portal/contract';
import { Alert, Button, Descriptions, Drawer, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useManager } from '../api/get-manager';
import { type TManagerAction, useManagerAction } from '../api/run-manager-action';
import { codeLabel, codeOptions } from '../../../lib/code-options';

/** Role change or approval: the role and, for an institution manager, the institution. */
function RoleControl({ manager, onAct }: { manager: TManagerDetail; onAct: (action: TManagerAction, body?: TManagerRole) => void }) {
  const { t } = useTranslation();
  const [admRoleCd, setAdmRoleCd] = useState<TAdmRoleCd>((manager.admRoleCd as TAdmRoleCd | null) ?? 'STAFF');
  const [instNm, setInstNm] = useState(manager.instNm ?? '');
  const pending = manager.userSttsCd === 'PNDG';
  return (
    <Space wrap>
      <Select<TAdmRoleCd>
        aria-label={t('admAccess.manager.admRoleCd')}
        value={admRoleCd}
        onChange={setAdmRoleCd}
        options={codeOptions(ADM_ROLE)}
        style={{ minWidth: 140 }}
      />
      {admRoleCd === 'INST' && <Input aria-label={t('admAccess.manager.instNm')} value={instNm} onChange={(e) => setInstNm(e.target.value)} maxLength={100} />}
      <Button type="primary" onClick={() => onAct(pending ? 'approve' : 'role', { admRoleCd, instNm: instNm.trim() || undefined })}>
        {t(pending ? 'admAccess.manager.approve' : 'admAccess.manager.changeRole')}
      </Button>
    </Space>
  );
}

/**
 * One administrator in full (its view is logged on the server, SECURITY 17) with the account actions.
 * One's own account shows no actions: the server refuses them (the last SUPER always remains).
 */
export function ManagerDetailDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useManager(userId);
  const act = useManagerAction();
  const m = detail.data;

  async function onAct(action: TManagerAction, body?: TManagerRole) {
    if (!m || !(await showConfirm(t(`admAccess.manager.confirm.${action}`, { userId: m.userId })))) return;
    try {
      await act.mutateAsync({ userId: m.userId, action, body });
    } catch {
      return; // the refusal was shown by the API client
    }
    if (action === 'delete') onClose();
    void showAlert(t('common.result.processed'));
  }

  const actions: [TManagerAction, string, boolean][] = m
    ? [
        ['lock', 'admAccess.manager.lock', m.userSttsCd === 'ACTV'],
        ['unlock', 'admAccess.manager.unlock', m.userSttsCd === 'LOCK' || m.loginLockYn === 'Y'],
        ['otp-reset', 'admAccess.manager.otpReset', m.userSttsCd !== 'PNDG'],
        ['delete', 'admAccess.manager.delete', true],
      ]
    : [];

  return (
    <Drawer open={userId !== null} onClose={onClose} title={t('admAccess.manager.detailTitle')} size="large" destroyOnHidden>
      {m && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('admAccess.manager.userId')}>{m.userId}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.userNm')}>{m.userNm}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.admRoleCd')}>{codeLabel(ADM_ROLE, m.admRoleCd)}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.instNm')}>{m.instNm}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.userSttsCd')}>
              {codeLabel(USER_STTS, m.userSttsCd)}
              {m.loginLockYn === 'Y' && ` (${t('admAccess.manager.loginLocked')})`}
            </Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.otpEnrlYn')}>
              {t(m.otpEnrlYn === 'Y' ? 'admAccess.manager.otpEnrolled' : 'admAccess.manager.otpNotEnrolled')}
            </Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.mbrTypeAuthrt')}>{codeLabel(MBR_TYPE_AUTHRT, m.mbrTypeAuthrt)}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.email')}>{m.email}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.mblTelno')}>{m.mblTelno}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.joinAt')}>{formatSeoulDateTime(m.joinAt)}</Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.approvedAt')}>
              {formatSeoulDateTime(m.approvedAt)} {m.approvedBy}
            </Descriptions.Item>
            <Descriptions.Item label={t('admAccess.manager.lastLoginAt')}>{formatSeoulDateTime(m.lastLoginAt)}</Descriptions.Item>
          </Descriptions>
          <div className="adm-manager__actions">
            {m.selfYn === 'Y' ? (
              <Alert type="info" showIcon title={t('admAccess.manager.self')} />
            ) : (
              <Space orientation="vertical" size="middle">
                <RoleControl key={`${m.userId}:${m.admRoleCd ?? ''}:${m.userSttsCd}`} manager={m} onAct={(action, body) => void onAct(action, body)} />
                <Space wrap>
                  {actions
                    .filter(([, , shown]) => shown)
                    .map(([action, label]) => (
                      <Button
                        key={action}
                        danger={action === 'delete'}
                        loading={act.isPending && act.variables?.action === action}
                        onClick={() => void onAct(action)}
                      >
                        {t(label)}
                      </Button>
                    ))}
                </Space>
              </Space>
            )}
          </div>
        </>
      )}
    </Drawer>
  );
}
