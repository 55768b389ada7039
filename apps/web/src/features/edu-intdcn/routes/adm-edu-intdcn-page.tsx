import { INTDCN_PAGE, INTDCN_PAGE_CODES, type TIntdcnPageCd } from '@portal/contract';
import { Alert, Tabs } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { IntdcnPageEditor } from '../components/intdcn-page-form';
import '../adm-edu-intdcn.css';

const isPageCd = (value: string | null): value is TIntdcnPageCd => INTDCN_PAGE_CODES.includes(value as TIntdcnPageCd);

/**
 * spec §2 admin eduIntdcnMng: the texts and images of the greetings, how-to-get-there and floor
 * guide pages, one tab each (?pageCd= keeps the tab in the address).
 */
export function AdmEduIntdcnPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('pageCd');
  const active: TIntdcnPageCd = isPageCd(requested) ? requested : 'GRTS';
  return (
    <section>
      <h1 className="adm-page__title">{t('admEduIntdcn.title')}</h1>
      <Alert className="adm-page__notice" type="info" showIcon title={t('admEduIntdcn.notice')} />
      <Tabs
        activeKey={active}
        onChange={(pageCd) => setSearch({ pageCd }, { replace: true })}
        destroyOnHidden
        items={INTDCN_PAGE_CODES.map((pageCd) => ({ key: pageCd, label: INTDCN_PAGE[pageCd], children: <IntdcnPageEditor pageCd={pageCd} /> }))}
      />
    </section>
  );
}
