import { FUSN_APLY_STTS_NM, FUSN_RSVT_STTS_NM, type TFusnRsvtMine } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import { bfrSrvyPath, sbmsnViewPath } from '../fusn-paths';

type TSchlRsvt = TFusnRsvtMine['list'][number];

function SchlRsvtCard({ rsvt }: { rsvt: TSchlRsvt }) {
  const { t } = useTranslation();
  const headingId = `fusn-rsvt-${rsvt.schlRsvtId}`;
  const myUnit = rsvt.myAply?.aplyUnitCd ?? null;
  return (
    <li className="fusn-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/crrFusion/prgrm/${rsvt.prgrmId}`}>{rsvt.prgrmNm}</Link>
      </h3>
      <dl className="fusn-meta">
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(rsvt.sesnYmd)} {timeText(rsvt.bgngTm, rsvt.endTm)}
        </dd>
        <dt>{t('fusn.field.hall')}</dt>
        <dd>{rsvt.halls.map((h) => h.bmnexhlNm).join(', ') || '-'}</dd>
        <dt>{t('fusn.field.ddlnDt')}</dt>
        <dd>{dateTimeText(rsvt.ddlnDt)}</dd>
        <dt>{t('fusn.field.rsvtStts')}</dt>
        <dd>{FUSN_RSVT_STTS_NM[rsvt.sttsView]}</dd>
        <dt>{t('fusn.field.myAply')}</dt>
        <dd className="fusn-stts">
          {rsvt.myAply && rsvt.myAply.sttsCd !== 'CNCL'
            ? t('fusn.my.unitApplied', { unitNm: rsvt.units.find((u) => u.aplyUnitCd === myUnit)?.unitNm ?? '-', stts: FUSN_APLY_STTS_NM[rsvt.myAply.sttsCd] })
            : t('fusn.my.notApplied')}
        </dd>
      </dl>
      {rsvt.bfrSrvy && rsvt.bfrSrvy.answeredYn === 'N' && (
        <p className="fusn-notice">
          {t('fusn.my.bfrSrvyFirst')} <Link to={bfrSrvyPath({ schlRsvtId: rsvt.schlRsvtId })}>{t('fusn.my.bfrSrvy')}</Link>
        </p>
      )}
      <ul className="fusn-unit-links" aria-label={t('fusn.my.unitsLabel', { prgrmNm: rsvt.prgrmNm })}>
        {rsvt.units.map((unit) => (
          <li key={unit.aplyUnitCd}>
            <Link className={`btn ${unit.aplyUnitCd === myUnit ? 'btn--primary' : 'btn--secondary'}`} to={sbmsnViewPath(rsvt.schlRsvtId, unit.aplyUnitCd)}>
              {t('fusn.my.unitLink', { unitNm: unit.unitNm, aplyCnt: unit.aplyCnt, cpcty: unit.cpcty })}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** My school's live group reservations (GET rsvt/mine): each with its units, where I apply. */
export function SchlRsvtList({ list }: { list: readonly TSchlRsvt[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return <p className="fusn-empty">{t('fusn.my.noSchlRsvt')}</p>;
  return (
    <ul className="fusn-cards">
      {list.map((rsvt) => (
        <SchlRsvtCard key={rsvt.schlRsvtId} rsvt={rsvt} />
      ))}
    </ul>
  );
}
