import type { TFusnRsvtNotAplyList } from '@portal/contract';
import { useRef, useState } from 'react';
import { RecordPage } from '../../../../app/routes/record-page';
import { FormField } from '../../../../components/form/form-field';
import { Select } from '../../../../components/form/select';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useAssign, useRemind, useStdntNotAplyList } from '../api/tchr-queries';
import { NoRsvt, RsvtLinks } from '../components/no-rsvt';
import { SelectAll } from '../components/select-all';
import { clsText, StdntFilter } from '../components/stdnt-filter';
import { useStdntSearch } from '../components/use-stdnt-search';
import { rsvtViewPath, stdntAplyListPath } from '../fusn-tchr-format';
import { dateTimeText } from '../../fusn-format';
import '../../../../components/card-list/card-list.css';
import '../../../../components/list-table/list-table.css';
import '../fusn-tchr-catalogue';
import '../fusn-tchr.css';

/**
 * /myPage/fusionActvStdntNotAplyList?schlRsvtId= (issue 19): the school's students of the teacher's
 * classes who have not applied to the reservation, by grade and class; the teacher assigns the
 * selected to a unit (the answer names who could not be and why) and sends a reminder (an on-site
 * notice) to the selected or to everyone listed.
 */
export function StdntNotAplyListPage() {
  const search = useStdntSearch();
  const query = useStdntNotAplyList(search.schlRsvtId, search.query);
  if (search.schlRsvtId === 0) return <NoRsvt />;
  return <RecordPage query={query}>{(data) => <NotAplyList data={data} search={search} />}</RecordPage>;
}

function NotAplyList({ data, search }: { data: TFusnRsvtNotAplyList; search: ReturnType<typeof useStdntSearch> }) {
  const { t } = useTranslation();
  const id = search.schlRsvtId;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [unitCd, setUnitCd] = useState('');
  const [unitError, setUnitError] = useState<string>();
  const unitRef = useRef<HTMLSelectElement>(null);
  const assign = useAssign();
  const remind = useRemind();
  const ids = data.list.map((s) => s.userId);
  const chosen = ids.filter((userId) => selected.has(userId));
  const nameOf = (userId: string) => data.list.find((s) => s.userId === userId)?.userNm ?? userId;

  const toggle = (userId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const onAssign = async () => {
    if (chosen.length === 0) return showAlert(t('fusnTchr.notAply.noneSelected'));
    const unit = data.units.find((u) => u.aplyUnitCd === unitCd);
    if (!unit) {
      setUnitError(t('fusnTchr.notAply.noUnit'));
      unitRef.current?.focus();
      return;
    }
    setUnitError(undefined);
    if (!(await showConfirm(t('fusnTchr.notAply.confirmAssign', { count: chosen.length, unitNm: unit.unitNm })))) return;
    let result;
    try {
      result = await assign.mutateAsync({ schlRsvtId: id, aplyUnitCd: unit.aplyUnitCd, userIds: chosen });
    } catch {
      return;
    }
    setSelected(new Set());
    const refused = result.refused.map((r) => `${nameOf(r.userId)}(${r.reason})`).join(', ');
    const done = t('fusnTchr.notAply.assignResult', { assigned: result.assigned.length });
    await showAlert(refused ? `${done} ${t('fusnTchr.notAply.refused', { list: refused })}` : done);
  };

  const onRemind = async (userIds: string[]) => {
    if (userIds.length === 0) return showAlert(t('fusnTchr.notAply.noneSelected'));
    if (!(await showConfirm(t('fusnTchr.notAply.confirmRemind', { count: userIds.length })))) return;
    let result;
    try {
      result = await remind.mutateAsync({ schlRsvtId: id, userIds });
    } catch {
      return;
    }
    setSelected(new Set());
    await showAlert(t('fusnTchr.notAply.reminded', { count: result.sentCnt }));
  };

  const busy = assign.isPending || remind.isPending;
  return (
    <div className="fusn-tchr">
      <RsvtLinks
        links={[
          { to: rsvtViewPath(id), label: t('fusnTchr.stdnt.toView') },
          { to: stdntAplyListPath(id), label: t('fusnTchr.stdnt.toAply') },
        ]}
      />
      <StdntFilter key={search.queryString} value={search.filter} classes={data.classes} onSearch={search.setFilter} />
      <p className="card-list__count" aria-live="polite">
        {t('fusnTchr.stdnt.count', { count: data.list.length })}
      </p>
      {data.list.length === 0 ? (
        <p className="fusn-tchr__empty">{t('fusnTchr.stdnt.empty')}</p>
      ) : (
        <>
          <div className="fusn-tchr__toolbar">
            <FormField label={t('fusnTchr.notAply.assignTo')} className="fusn-tchr__select" error={unitError}>
              <Select
                ref={unitRef}
                name="aplyUnitCd"
                options={data.units.map((u) => ({
                  key: u.aplyUnitCd,
                  value: u.aplyUnitCd,
                  label: t('fusnTchr.notAply.unitOption', { unitNm: u.unitNm, left: u.cpcty - u.aplyCnt }),
                }))}
                value={unitCd}
                onChange={(event) => setUnitCd(event.target.value)}
              />
            </FormField>
            <div className="fusn-tchr__actions">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void onAssign()}>
                {t('fusnTchr.notAply.assign')}
              </button>
              <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void onRemind(chosen)}>
                {t('fusnTchr.notAply.remindSelected')}
              </button>
              <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void onRemind(ids)}>
                {t('fusnTchr.notAply.remindAll')}
              </button>
            </div>
          </div>
          <SelectAll total={ids.length} checked={chosen.length} onChange={(all) => setSelected(new Set(all ? ids : []))} />
          <table className="list-table fusn-tchr__table">
            <caption className="sr-only">{t('fusnTchr.notAply.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fusnTchr.stdnt.select')}</th>
                <th scope="col">{t('fusnTchr.stdnt.name')}</th>
                <th scope="col">{t('fusnTchr.stdnt.cls')}</th>
                <th scope="col">{t('fusnTchr.notAply.rmndr')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((s) => (
                <tr key={s.userId}>
                  <td className="fusn-tchr__check">
                    <input
                      type="checkbox"
                      aria-label={t('fusnTchr.stdnt.selectOne', s)}
                      checked={selected.has(s.userId)}
                      onChange={(event) => toggle(s.userId, event.target.checked)}
                    />
                  </td>
                  <th scope="row" className="list-table__main">
                    {s.userNm}
                  </th>
                  <td data-label={t('fusnTchr.stdnt.cls')}>{clsText(t, s)}</td>
                  <td data-label={t('fusnTchr.notAply.rmndr')}>
                    {s.rmndrCnt > 0 ? t('fusnTchr.notAply.rmndrValue', { count: s.rmndrCnt, at: dateTimeText(s.lastRmndrAt) }) : '-'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
