import type { TPortfloCntst, TPortfloInsp } from '@portal/contract';
import { Link } from 'react-router';
import '../list-table/list-table.css';
import { useTranslation } from '../../lib/i18n';
import { formatYmd, type TActvHref } from './portflo-format';

/** An activity's name, a link to its page where the reader has one. */
export function ActvName({ crrActvId, actvNm, href }: { crrActvId: number; actvNm: string; href: TActvHref }) {
  return href ? <Link to={href(crrActvId)}>{actvNm}</Link> : actvNm;
}

/** The tests' latest results: the code and the highest scales; the student's own link to the full result. */
export function InspTable({ list, own }: { list: readonly TPortfloInsp[]; own: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="list-table portflo-table">
      <caption className="sr-only">{t('portflo.insp.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('portflo.insp.inspNm')}</th>
          <th scope="col">{t('portflo.insp.cmplAt')}</th>
          <th scope="col">{t('portflo.insp.code')}</th>
          <th scope="col">{t('portflo.insp.topScales')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((insp) => (
          <tr key={insp.sheetId}>
            <td className="list-table__main">{own ? <Link to={`/crrInsp/crrInspRslt?sheetId=${insp.sheetId}`}>{insp.inspNm}</Link> : insp.inspNm}</td>
            <td data-label={t('portflo.insp.cmplAt')}>{formatYmd(insp.cmplAt)}</td>
            <td data-label={t('portflo.insp.code')}>{insp.code ?? '-'}</td>
            <td data-label={t('portflo.insp.topScales')}>{insp.topScales.join(', ') || '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The contest entries, with the prize once the results are out. */
export function CntstTable({ list }: { list: readonly TPortfloCntst[] }) {
  const { t } = useTranslation();
  return (
    <table className="list-table portflo-table">
      <caption className="sr-only">{t('portflo.cntst.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('portflo.cntst.cntstTtl')}</th>
          <th scope="col">{t('portflo.cntst.entryTtl')}</th>
          <th scope="col">{t('portflo.cntst.entryAt')}</th>
          <th scope="col">{t('portflo.cntst.prizeNm')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry) => (
          <tr key={entry.entryId}>
            <td className="list-table__main">{entry.cntstTtl}</td>
            <td data-label={t('portflo.cntst.entryTtl')}>{entry.entryTtl}</td>
            <td data-label={t('portflo.cntst.entryAt')}>{formatYmd(entry.entryAt)}</td>
            <td data-label={t('portflo.cntst.prizeNm')}>{entry.prizeNm ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
