import { Alert, Tabs } from 'antd';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { ClassesPanel } from '../components/classes-panel';
import { TeachersPanel } from '../components/teachers-panel';
import '../cls-adm-catalogue';

const TABS = ['classes', 'teachers'] as const;
type TTab = (typeof TABS)[number];
const tabOf = (value: string | null): TTab => (value === 'teachers' ? 'teachers' : 'classes');

/**
 * spec §2 admin classes (issue 18): the schools' classes of a school year, and the schools' teachers
 * with approval of a school request and the career teacher (진로전담교사) designation. `?tab=teachers`
 * opens the teachers, so a link can lead to the waiting requests.
 */
export function ClsAdmPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admCls.title')}
      </h1>
      <Alert className="adm-page__notice" type="info" showIcon description={t('admCls.notice')} />
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setParams(key === 'classes' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`admCls.tab.${key}`), children: key === 'classes' ? <ClassesPanel /> : <TeachersPanel /> }))}
      />
    </section>
  );
}
