import type { TContsItem } from '@portal/contract';
import { Link } from 'react-router';
import { MetaList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { formatDay, kndNm, lvlNms } from './conts-format';

/** The list view: one row a content, headed by its title (a screen reader moves heading to heading). */
export function ContsRows({ items, listSearch }: { items: readonly TContsItem[]; listSearch: string }) {
  const { t } = useTranslation();
  return (
    <ul className="conts-rows">
      {items.map((item) => (
        <li key={item.contsId} className="conts-row">
          <p className="conts-row__knd">{kndNm(item.contsKndCd)}</p>
          <h2 className="conts-row__title">
            <Link to={`/infoGd/conts/${item.contsId}`} state={{ listSearch }}>
              {item.contsTtl}
            </Link>
          </h2>
          <p className="conts-row__smry">{item.contsSmry}</p>
          <MetaList
            items={[
              { label: t('conts.lvls'), value: lvlNms(item.schlLvls) },
              { label: t('conts.clsfs'), value: item.clsfs.map((c) => c.clsfNm).join(', ') },
              { label: t('conts.pblcDt'), value: formatDay(item.pblcDt) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
