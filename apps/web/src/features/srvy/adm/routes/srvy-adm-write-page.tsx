import { useTranslation } from '../../../../lib/i18n';
import { SrvyBuilder } from '../components/srvy-builder';
import '../srvy-adm-catalogue';
import '../srvy-adm.css';

/** Admin srvy/write: a new survey built from scratch (templates are copied from the list). */
export function SrvyAdmWritePage() {
  const { t } = useTranslation();
  return (
    <section className="srvy-adm">
      <h1 className="adm-page__title">{t('admSrvy.writeTitle')}</h1>
      <SrvyBuilder />
    </section>
  );
}
