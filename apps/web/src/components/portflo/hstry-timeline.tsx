import { PORTFLO_ACTV_SE, PORTFLO_MESSAGES as M, type TPortfloHstryYear } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './portflo-catalogue';
import './portflo.css';
import { formatYmd, type TActvHref } from './portflo-format';
import { ActvName } from './portflo-tables';

function Group({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="hstry-group">
      <h4 className="hstry-group__title">{title}</h4>
      {empty ? <p className="portflo-empty">{t('portflo.hstry.none')}</p> : <ul className="portflo-list">{children}</ul>}
    </div>
  );
}

function Year({ year, actvHref }: { year: TPortfloHstryYear; actvHref: TActvHref }) {
  const { t } = useTranslation();
  return (
    <li className="hstry-year">
      <h3 className="hstry-year__title">{t('portflo.schlYr', { schlYr: year.schlYr })}</h3>
      <Group title={t('portflo.hstry.insp')} empty={year.insp.length === 0}>
        {year.insp.map((insp) => (
          <li key={insp.sheetId}>
            {formatYmd(insp.cmplAt)} {insp.inspNm}
            {insp.code && ` - ${t('portflo.hstry.code', { code: insp.code })}`}
            {insp.topScales.length > 0 && ` (${insp.topScales.join(', ')})`}
          </li>
        ))}
      </Group>
      <Group title={t('portflo.hstry.actv')} empty={year.actv.length === 0}>
        {year.actv.map((actv) => (
          <li key={actv.crrActvId}>
            {formatYmd(actv.actvYmd)} [{PORTFLO_ACTV_SE[actv.actvSeCd]}] <ActvName crrActvId={actv.crrActvId} actvNm={actv.actvNm} href={actvHref} />
          </li>
        ))}
      </Group>
      <Group title={t('portflo.hstry.prgrm')} empty={year.prgrm.length === 0}>
        {year.prgrm.map((prgrm) => (
          <li key={`${prgrm.ymd}-${prgrm.prgrmNm}`}>
            {formatYmd(prgrm.ymd)} {prgrm.prgrmNm}
          </li>
        ))}
      </Group>
      <Group title={t('portflo.hstry.awards')} empty={year.awards.length === 0}>
        {year.awards.map((award) => (
          <li key={award.entryId}>
            {formatYmd(award.entryAt)} {award.cntstTtl}
            {award.prizeNm && ` - ${award.prizeNm}`}
          </li>
        ))}
      </Group>
    </li>
  );
}

/**
 * The career history by school year, newest first (issue 18): tests and codes, activities, programs,
 * awards. actvHref: where an activity's name leads (none on the admin page).
 */
export function HstryTimeline({ years, actvHref }: { years: readonly TPortfloHstryYear[]; actvHref?: TActvHref }) {
  const { t } = useTranslation();
  if (years.length === 0) return <p className="portflo-empty">{M.noHistory}</p>;
  return (
    <ol className="hstry" aria-label={t('portflo.hstry.timeline')}>
      {years.map((year) => (
        <Year key={year.schlYr} year={year} actvHref={actvHref} />
      ))}
    </ol>
  );
}
