import type { TInspSummary } from '@portal/contract';
import { MetaList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';

/** A test's facts: how many items, about how long, for whom. */
export function InspFacts({ insp, bands }: { insp: Pick<TInspSummary, 'itemCnt' | 'durationMin'>; bands: string }) {
  const { t } = useTranslation();
  return (
    <MetaList
      items={[
        { label: t('insp.list.items'), value: t('insp.list.itemsValue', { count: insp.itemCnt }) },
        { label: t('insp.list.minutes'), value: t('insp.list.minutesValue', { count: insp.durationMin }) },
        { label: t('insp.list.bands'), value: bands },
      ]}
    />
  );
}
