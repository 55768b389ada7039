import { ADM_ROLE, formatSeoulDateTime, MBR_TYPE_AUTHRT, SCHL_TYPE, USER_TYPE, type TMemberDetail } from '@portal/contract';
import { Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { codeLabel } from '../../../lib/code-options';
import { AdminTable } from '../../../components/admin/admin-table';
import { MemberStatusTag } from './member-status-tag';

const joined = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' ');

/** The profile of the detail: full personal data (the view is logged on the server). */
export function MemberProfile({ profile: p }: { profile: TMemberDetail['profile'] }) {
  const { t } = useTranslation();
  const items = [
    { label: t('admMember.member.col.userId'), children: p.userId },
    { label: t('admMember.member.col.userNm'), children: p.userNm },
    { label: t('admMember.member.userTypeCd'), children: codeLabel(USER_TYPE, p.userTypeCd) },
    { label: t('admMember.member.mbrTypeAuthrt'), children: codeLabel(MBR_TYPE_AUTHRT, p.mbrTypeAuthrt) },
    { label: t('admMember.member.userSttsCd'), children: <MemberStatusTag userSttsCd={p.userSttsCd} /> },
    { label: t('admMember.detail.brdt'), children: p.brdt },
    { label: t('admMember.detail.email'), children: p.email },
    { label: t('admMember.member.col.mblTelno'), children: p.mblTelno },
    { label: t('admMember.detail.addr'), children: joined(p.zip && `(${p.zip})`, p.addr, p.addrDtl) },
    { label: t('admMember.detail.schl'), children: joined(codeLabel(SCHL_TYPE, p.schlTypeCd), p.schlNm) },
    { label: t('admMember.detail.grdCls'), children: p.grd ? t('admMember.detail.grdClsValue', { grd: p.grd, cls: p.clsNm ?? '-' }) : '' },
    { label: t('admMember.detail.instNm'), children: p.instNm },
    ...(p.admRoleCd ? [{ label: t('admMember.detail.admRoleCd'), children: codeLabel(ADM_ROLE, p.admRoleCd) }] : []),
    { label: t('admMember.detail.eblcRegYn'), children: p.eblcRegYn },
    { label: t('admMember.member.col.joinAt'), children: formatSeoulDateTime(p.joinAt) },
    { label: t('admMember.detail.approved'), children: joined(formatSeoulDateTime(p.approvedAt), p.approvedBy && `(${p.approvedBy})`) },
    { label: t('admMember.member.col.lastLoginAt'), children: formatSeoulDateTime(p.lastLoginAt) },
    { label: t('admMember.detail.loginFail'), children: t('admMember.detail.loginFailValue', { count: p.loginFailCnt }) },
    ...(p.lockedUntil ? [{ label: t('admMember.detail.lockedUntil'), children: formatSeoulDateTime(p.lockedUntil) }] : []),
    ...(p.withdrawnAt ? [{ label: t('admMember.detail.withdrawnAt'), children: formatSeoulDateTime(p.withdrawnAt) }] : []),
  ];
  return <Descriptions title={t('admMember.detail.profile')} bordered size="small" column={1} items={items.map((item, i) => ({ key: i, ...item }))} />;
}

/** Terms agreed with their versions, the guardian's consent (SECURITY 16), social links. */
export function MemberAgreements({ detail }: { detail: TMemberDetail }) {
  const { t } = useTranslation();
  const g = detail.guardianConsent;
  return (
    <>
      <Typography.Title level={5}>{t('admMember.detail.terms')}</Typography.Title>
      {/* a plain list: antd's List is deprecated (it warns on every render) */}
      {detail.trmsAgreList.length ? (
        <ul>
          {detail.trmsAgreList.map((a) => (
            <li key={`${a.trmsCd}-${a.trmsVer}`}>
              {joined(a.trmsNm ?? a.trmsCd, t('admMember.detail.trmsVer', { ver: a.trmsVer }))} ·{' '}
              {a.agreYn === 'Y' ? t('admMember.detail.agreed') : t('admMember.detail.disagreed')} · {formatSeoulDateTime(a.agreedAt)}
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <Typography.Title level={5}>{t('admMember.detail.guardian')}</Typography.Title>
      <p>
        {g
          ? t('admMember.detail.guardianValue', { name: g.guardianNm, relation: g.relationCd, brdt: g.guardianBrdt, at: formatSeoulDateTime(g.consentedAt) })
          : t('admMember.detail.guardianNone')}
      </p>
      <Typography.Title level={5}>{t('admMember.detail.social')}</Typography.Title>
      {detail.socialList.length ? (
        <ul>
          {detail.socialList.map((s) => (
            <li key={s.providerCd}>
              {t(`admMember.provider.${s.providerCd}`)} · {t('admMember.detail.socialValue', { at: formatSeoulDateTime(s.linkedAt) })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admMember.detail.socialNone')}</p>
      )}
    </>
  );
}

type TLogin = TMemberDetail['loginHstryList'][number];

/** The last 10 logins. */
export function MemberLogins({ logins }: { logins: TLogin[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('admMember.detail.logins')}</Typography.Title>
      <AdminTable<TLogin>
        size="small"
        dataSource={logins.map((l, i) => ({ ...l, key: i }))}
        emptyText={t('admMember.detail.loginsNone')}
        columns={[
          { title: t('admMember.detail.loginAt'), dataIndex: 'loginAt', render: (at: string) => formatSeoulDateTime(at) },
          { title: t('admMember.detail.realm'), dataIndex: 'realmCd', render: (code: string) => t(`admMember.realm.${code}`, { defaultValue: code }) },
          { title: t('admMember.detail.result'), dataIndex: 'rsltCd', render: (code: string) => t(`admMember.loginResult.${code}`, { defaultValue: code }) },
          { title: t('admMember.detail.ip'), dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
