import type { TCntstPubItem } from '@portal/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { cntstPath, formatCntstDt, formatPeriod, trgtText } from '../cntst-format';
import { CntstPhaseBadge } from './cntst-phase-badge';
import { CntstPoster } from './cntst-poster';

/** One contest of the list: poster, phase, title (the link to its page), entry period, announcement and who may enter. */
export function CntstCard({ cntst }: { cntst: TCntstPubItem }) {
  const { t } = useTranslation();
  return (
    <Card
      media={<CntstPoster cntstTtl={cntst.cntstTtl} posterPath={cntst.posterImagePath} posterAlt={cntst.posterAlt} />}
      title={<Link to={cntstPath(cntst.cntstId)}>{cntst.cntstTtl}</Link>}
      meta={[
        { label: t('cntst.aplyPeriod'), value: formatPeriod(cntst.aplyBgngDt, cntst.aplyEndDt) },
        { label: t('cntst.annDt'), value: formatCntstDt(cntst.annDt) },
        { label: t('cntst.trgt'), value: trgtText(cntst.trgtMbrTypes, cntst.trgtSchlTypes) },
      ]}
    >
      <CntstPhaseBadge phase={cntst.phase} />
    </Card>
  );
}
