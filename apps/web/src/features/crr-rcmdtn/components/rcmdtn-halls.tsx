import type { TCrrRcmdtnHall } from '@portal/contract';
import { Link } from 'react-router';
import { ContentSection } from '../../../components/content-section';
import { useTranslation } from '../../../lib/i18n';
import { rcmdtnPaths } from '../crr-rcmdtn-paths';

/** The centre's small halls about the recommended jobs, each with its big hall and the reason. */
export function RcmdtnHalls({ halls }: { halls: TCrrRcmdtnHall[] }) {
  const { t } = useTranslation();
  return (
    <ContentSection title={t('crrRcmdtn.halls.title')}>
      {halls.length ? (
        <>
          <p className="crr-rcmdtn__lead">{t('crrRcmdtn.halls.lead')}</p>
          <ul className="crr-rcmdtn-halls">
            {halls.map((hall) => (
              <li key={hall.smnexhlId} className="crr-rcmdtn-hall">
                <h3 className="crr-rcmdtn-hall__name">
                  <Link to={rcmdtnPaths.smnexhl(hall.bmnexhlId, hall.bmnexhlNm, hall.smnexhlNo)}>{hall.nm}</Link>
                </h3>
                <p>{hall.reason}</p>
                <Link className="crr-rcmdtn-hall__big" to={rcmdtnPaths.bmnexhl(hall.bmnexhlId)}>
                  {t('crrRcmdtn.halls.inBig', { bmnexhlNm: hall.bmnexhlNm })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="crr-rcmdtn__empty">{t('crrRcmdtn.halls.empty')}</p>
      )}
    </ContentSection>
  );
}
