import type { TFusnRsvtAplyList } from '@portal/contract';
import { RecordPage } from '../../../../app/routes/record-page';
import { useTranslation } from '../../../../lib/i18n';
import { useStdntAplyList } from '../api/tchr-queries';
import { NoRsvt, RsvtLinks } from '../components/no-rsvt';
import { clsText, StdntFilter, type TStdntFilter } from '../components/stdnt-filter';
import { useStdntSearch } from '../components/use-stdnt-search';
import { rsvtViewPath, stdntNotAplyListPath } from '../fusn-tchr-format';
import { dateTimeText } from '../../fusn-format';
import '../../../../components/card-list/card-list.css';
import '../../../../components/list-table/list-table.css';
import '../fusn-tchr-catalogue';
import '../fusn-tchr.css';

/**
 * /myPage/fusionActvStdntAplyList?schlRsvtId= (issue 19): who of the school applied to which unit of
 * the reservation (or was assigned), by grade, class and unit; the units' applied of capacity.
 * Names are the server's (in full for the school's teachers, decision 019).
 */
export function StdntAplyListPage() {
  const search = useStdntSearch();
  const query = useStdntAplyList(search.schlRsvtId, search.query);
  if (search.schlRsvtId === 0) return <NoRsvt />;
  return <RecordPage query={query}>{(data) => <AplyList data={data} search={search} />}</RecordPage>;
}

function AplyList({ data, search }: { data: TFusnRsvtAplyList; search: ReturnType<typeof useStdntSearch> }) {
  const { t } = useTranslation();
  const id = search.schlRsvtId;
  return (
    <div className="fusn-tchr">
      <RsvtLinks
        links={[
          { to: rsvtViewPath(id), label: t('fusnTchr.stdnt.toView') },
          { to: stdntNotAplyListPath(id), label: t('fusnTchr.stdnt.toNotAply') },
        ]}
      />
      <ul className="fusn-tchr__units">
        {data.units.map((unit) => (
          <li key={unit.aplyUnitCd}>{t('fusnTchr.aply.summary', unit)}</li>
        ))}
      </ul>
      <StdntFilter
        key={search.queryString}
        value={search.filter}
        classes={data.classes}
        units={data.units}
        onSearch={(next: TStdntFilter) => search.setFilter(next)}
      />
      <p className="card-list__count" aria-live="polite">
        {t('fusnTchr.stdnt.count', { count: data.list.length })}
      </p>
      {data.list.length === 0 ? (
        <p className="fusn-tchr__empty">{t('fusnTchr.stdnt.empty')}</p>
      ) : (
        <table className="list-table fusn-tchr__table">
          <caption className="sr-only">{t('fusnTchr.aply.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fusnTchr.stdnt.name')}</th>
              <th scope="col">{t('fusnTchr.stdnt.cls')}</th>
              <th scope="col">{t('fusnTchr.stdnt.unitCol')}</th>
              <th scope="col">{t('fusnTchr.stdnt.how')}</th>
              <th scope="col">{t('fusnTchr.stdnt.aplyAt')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((s) => (
              <tr key={s.aplyId}>
                <th scope="row" className="list-table__main">
                  {s.userNm}
                </th>
                <td data-label={t('fusnTchr.stdnt.cls')}>{clsText(t, s)}</td>
                <td data-label={t('fusnTchr.stdnt.unitCol')}>{s.unitNm ?? '-'}</td>
                <td data-label={t('fusnTchr.stdnt.how')}>{s.asgnYn === 'Y' ? t('fusnTchr.stdnt.assigned') : t('fusnTchr.stdnt.self')}</td>
                <td data-label={t('fusnTchr.stdnt.aplyAt')}>{dateTimeText(s.regDt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
