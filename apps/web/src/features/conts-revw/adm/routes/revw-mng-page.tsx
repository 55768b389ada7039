import { Tabs } from 'antd';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { RevwAvgPanel } from '../components/revw-avg-panel';
import { RevwListPanel } from '../components/revw-list-panel';
import '../revw-adm-catalogue';
import '../../../../components/admin/crud/admin-crud.css';

/** admin contentReview (issue 20): the reviews of contents and programs, and the average rating per target. */
export function RevwMngPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admRevw.title')}
      </h1>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'list', label: t('admRevw.tabList'), children: <RevwListPanel /> },
          { key: 'avg', label: t('admRevw.tabAvg'), children: <RevwAvgPanel /> },
        ]}
      />
    </section>
  );
}
