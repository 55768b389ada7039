import type { TCrrSitePublicItem } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { Card, CardLogo } from '../../../components/card-list';

/** One career site: logo with its alternative text, category, name, description and the site itself. */
export function CrrSiteCard({ site }: { site: TCrrSitePublicItem }) {
  const { t } = useTranslation();
  return (
    <Card
      media={site.logoPath && <CardLogo src={site.logoPath} alt={site.logoAlt ?? ''} />}
      category={site.ctgryNm}
      title={site.siteNm}
      description={site.siteExpln}
      link={{ href: site.siteUrl, label: `${site.siteNm} ${t('crrSite.visit')}` }}
    />
  );
}
