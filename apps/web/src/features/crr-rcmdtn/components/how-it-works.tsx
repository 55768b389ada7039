import { CRR_RCMDTN_LIMITS } from '@portal/contract';
import { ContentSection } from '../../../components/content-section';
import { useTranslation } from '../../../lib/i18n';

const STEPS = ['riasec', 'values', 'match'] as const;

/** How the recommendations are made: for everyone, and all a guest sees besides the login. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <ContentSection title={t('crrRcmdtn.how.title')}>
      <p className="crr-rcmdtn__lead">{t('crrRcmdtn.how.lead')}</p>
      <ol className="crr-rcmdtn-how">
        {STEPS.map((step) => (
          <li key={step}>{t(`crrRcmdtn.how.steps.${step}`, { count: CRR_RCMDTN_LIMITS.jobs })}</li>
        ))}
      </ol>
      <p className="crr-rcmdtn__more">{t('crrRcmdtn.how.weights')}</p>
      <p className="crr-rcmdtn__more">{t('crrRcmdtn.how.latest')}</p>
    </ContentSection>
  );
}
