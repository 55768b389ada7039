import { MBR_TYPE_AUTHRT } from '@portal/contract';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { codeLabel } from '../../../lib/code-options';
import { useDashboard } from '../api/get-dashboard';
import '../dashboard.css';

type TTypeRow = { key: string; label: string; cnt: number };

function TypeTable({ caption, rows }: { caption: string; rows: TTypeRow[] }) {
  const { t } = useTranslation();
  return (
    <AdminTable<TTypeRow>
      size="small"
      emptyText={t('admin.list.empty')}
      title={() => <h2 className="adm-dashboard__caption">{caption}</h2>}
      dataSource={rows}
      columns={[
        { title: t('admAccess.dashboard.colType'), dataIndex: 'label' },
        { title: t('admAccess.dashboard.colCount'), dataIndex: 'cnt', align: 'right', render: (cnt: number) => cnt.toLocaleString('ko-KR') },
      ]}
    />
  );
}

function Figure({ title, value, suffix, extra }: { title: string; value: number; suffix: string; extra?: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={8}>
      <Card>
        <Statistic title={title} value={value} suffix={suffix} />
        {extra}
      </Card>
    </Col>
  );
}

/** spec §2 /admin/dashboard/view: today's figures (Asia/Seoul) and the active accounts by type. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const people = t('admAccess.dashboard.people');
  return (
    <section aria-labelledby="adm-dashboard-title">
      <h1 id="adm-dashboard-title" className="adm-page__title">
        {t('admAccess.dashboard.title')}
      </h1>
      {data && (
        <>
          <p>{t('admAccess.dashboard.baseYmd', { ymd: data.baseYmd })}</p>
          <Row gutter={[16, 16]} className="adm-page__notice">
            <Figure title={t('admAccess.dashboard.activeMbr')} value={data.activeMbrCnt} suffix={people} />
            <Figure
              title={t('admAccess.dashboard.todayLogin')}
              value={data.todayLoginCnt}
              suffix={t('admAccess.dashboard.times')}
              extra={<p>{t('admAccess.dashboard.todayLoginUsers', { count: data.todayLoginUserCnt })}</p>}
            />
            <Figure title={t('admAccess.dashboard.todayJoin')} value={data.todayJoinCnt} suffix={people} />
            <Figure
              title={t('admAccess.dashboard.pendingAdmin')}
              value={data.pendingAdminCnt}
              suffix={people}
              extra={<Link to="/admin/manager?userSttsCd=PNDG">{t('admAccess.dashboard.toPending')}</Link>}
            />
            <Figure
              title={t('admAccess.dashboard.pendingMbr')}
              value={data.pendingMbrCnt}
              suffix={people}
              extra={<Link to="/admin/member?userSttsCd=PNDG">{t('admAccess.dashboard.toPending')}</Link>}
            />
            <Figure
              title={t('admAccess.dashboard.locked')}
              value={data.lockedCnt}
              suffix={people}
              extra={<Link to="/admin/member?userSttsCd=LOCK">{t('admAccess.dashboard.toLocked')}</Link>}
            />
            {data.qnaWaiting.map((board) => (
              <Figure
                key={board.boardId}
                title={t('admAccess.dashboard.qnaWaiting', { boardNm: board.boardNm })}
                value={board.cnt}
                suffix={t('admAccess.dashboard.posts')}
                extra={<Link to={`/admin/post?boardId=${encodeURIComponent(board.boardId)}&ansYn=N`}>{t('admAccess.dashboard.toQnaWaiting')}</Link>}
              />
            ))}
          </Row>
          <TypeTable
            caption={t('admAccess.dashboard.byMbrType')}
            rows={data.mbrByMbrType.map((r) => ({ key: r.mbrTypeAuthrt, label: codeLabel(MBR_TYPE_AUTHRT, r.mbrTypeAuthrt), cnt: r.cnt }))}
          />
        </>
      )}
    </section>
  );
}
