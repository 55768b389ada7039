import { recordIdOf, type TInspAdmItem } from '@portal/contract';
import { Tabs } from 'antd';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useInspAdmItem } from '../api/insp-adm-queries';
import { defResolver, emptyDefForm, fromDefinition, type TDefForm } from '../components/def-form';
import { DefTab } from '../components/def-tab';
import { InspHead, VersionTable } from '../components/insp-head';
import { MetaTab } from '../components/meta-tab';
import { PreviewPanel } from '../components/preview-panel';
import { StatsPanel } from '../components/stats-panel';
import '../insp-adm-catalogue';
import '../insp-adm.css';

/** The four tabs of one test; the definition's form is shared by the editor and the preview. */
function InspEditor({ item }: { item: TInspAdmItem }) {
  const { t } = useTranslation();
  const defForm = useForm<TDefForm>({ resolver: defResolver, defaultValues: item.editVer ? fromDefinition(item.editVer.definition) : emptyDefForm() });
  return (
    <>
      <InspHead item={item} />
      <Tabs
        className="adm-insp__tabs"
        items={[
          {
            key: 'meta',
            label: t('admInsp.tab.meta'),
            children: (
              <>
                <MetaTab item={item} />
                <VersionTable item={item} />
              </>
            ),
          },
          { key: 'def', label: t('admInsp.tab.def'), children: <DefTab item={item} form={defForm} /> },
          { key: 'preview', label: t('admInsp.tab.preview'), children: <PreviewPanel control={defForm.control} /> },
          { key: 'stats', label: t('admInsp.tab.stats'), children: <StatsPanel item={item} /> },
        ]}
      />
    </>
  );
}

/** spec §2 admin langDgns/:inspId: one test of the bank (기본 정보, 문항·척도 구성, 미리보기, 문항 분석). */
export function InspAdmEditPage() {
  const { t } = useTranslation();
  const inspId = recordIdOf(useParams().inspId);
  const item = useInspAdmItem(inspId);
  if (inspId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-insp">
      <h1 className="adm-page__title">
        {t('admInsp.editTitle')}
        {item.data && `: ${item.data.inspNm}`}
      </h1>
      {item.data ? <InspEditor key={item.data.inspId} item={item.data} /> : <p role="status">{t('layout.loading')}</p>}
    </section>
  );
}
