import type { TAssistInstPublicItem } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { Card, CardLogo } from '../../../components/card-list';

/**
 * One institution: logo (its alt text), type, name, description, address, the contact when the
 * institution made it public (the server sends it only then) and its homepage.
 */
export function CrrInstCard({ inst }: { inst: TAssistInstPublicItem }) {
  const { t } = useTranslation();
  return (
    <Card
      media={inst.logoPath && <CardLogo src={inst.logoPath} alt={inst.logoAlt ?? ''} />}
      category={inst.instTypeNm}
      title={inst.instNm}
      description={inst.instExpln}
      meta={[
        { label: t('crrInst.addr'), value: inst.addr },
        { label: t('crrInst.contact'), value: inst.picNm },
        { label: t('crrInst.telno'), value: inst.telno && <a href={`tel:${inst.telno.replace(/-/g, '')}`}>{inst.telno}</a> },
        { label: t('crrInst.email'), value: inst.email && <a href={`mailto:${inst.email}`}>{inst.email}</a> },
      ]}
      link={inst.hmpgUrl ? { href: inst.hmpgUrl, label: `${inst.instNm} ${t('crrInst.homepage')}` } : null}
    />
  );
}
