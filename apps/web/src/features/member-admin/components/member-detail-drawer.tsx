import { isStudentMbrType, type TMemberAction, type TMemberDetail } from '@portal/contract';
import { Alert, Button, Drawer, Space, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useMemberDetail } from '../api/get-member-detail';
import { useMemberAction } from '../api/post-member-action';
import { memberPortfloPath } from '../member-admin-paths';
import { MemberAgreements, MemberLogins, MemberProfile } from './member-detail-sections';

/** Which actions a member's state allows (the server checks the same and answers 409 otherwise). */
function allowedActions(p: TMemberDetail['profile']): TMemberAction[] {
  if (p.userSttsCd === 'WTDR') return [];
  const out: TMemberAction[] = [];
  if (p.userSttsCd === 'PNDG') out.push('approve');
  if (p.userSttsCd === 'LOCK' || (p.userSttsCd === 'ACTV' && p.lockedUntil)) out.push('unlock');
  if (p.userSttsCd !== 'LOCK') out.push('lock');
  out.push('withdraw');
  return out;
}

export type TMemberDetailDrawerProps = { userId: string | null; onClose: () => void };

/**
 * The member detail (full data; the server logs the view) with approve / lock / unlock / withdraw,
 * each after a confirm. Administrator accounts are managed on the manager page, so none here.
 */
export function MemberDetailDrawer({ userId, onClose }: TMemberDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useMemberDetail(userId);
  const action = useMemberAction();
  const profile = detail.data?.profile;

  async function run(kind: TMemberAction) {
    if (!userId || !(await showConfirm(t(`admMember.confirm.${kind}`, { userId })))) return;
    try {
      await action.mutateAsync({ userId, action: kind });
    } catch {
      return; // the client has shown the server's message
    }
    // the mutation's invalidation reads the list and this detail again (one more logged view)
    await showAlert(t('common.result.processed'));
  }

  return (
    <Drawer open={Boolean(userId)} onClose={onClose} title={t('admMember.detail.title')} size={720} rootClassName="adm-member__drawer" destroyOnHidden>
      <Alert type="info" showIcon title={t('admMember.detail.viewNotice')} style={{ marginBottom: 16 }} />
      {!detail.data && <Spin aria-label={t('admMember.loading')} />}
      {profile && detail.data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {profile.userTypeCd === 'A' ? (
            <Alert type="warning" showIcon title={t('admMember.detail.adminNotice')} />
          ) : (
            <div role="group" aria-label={t('admMember.detail.actions')} className="adm-member__actions">
              {allowedActions(profile).map((kind) => (
                <Button
                  key={kind}
                  danger={kind === 'lock' || kind === 'withdraw'}
                  loading={action.isPending && action.variables?.action === kind}
                  onClick={() => void run(kind)}
                >
                  {t(`admMember.action.${kind}`)}
                </Button>
              ))}
            </div>
          )}
          {/* a student's portfolio and career history (issue 18): ST01, ST02 only */}
          {profile.userTypeCd === 'S' && isStudentMbrType(profile.mbrTypeAuthrt) && (
            <Link to={memberPortfloPath(profile.userId)}>{t('admMember.detail.portflo')}</Link>
          )}
          <MemberProfile profile={profile} />
          <MemberAgreements detail={detail.data} />
          <MemberLogins logins={detail.data.loginHstryList} />
        </Space>
      )}
    </Drawer>
  );
}
