import { ATNDC_CDS, ATNDC_LABELS, CHKIN_SE_LABELS, recordIdOf, type TAtndcCd, type TAtndcRoster, type TAtndcRosterItem } from '@portal/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../app/routes/record-page';
import { MetaList } from '../../../../components/card-list';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useMarkAtndc, useRsvtRoster } from '../api/tchr-queries';
import { RsvtLinks } from '../components/no-rsvt';
import { SelectAll } from '../components/select-all';
import { formatTime, rsvtViewPath } from '../fusn-tchr-format';
import '../../../../components/card-list/card-list.css';
import '../../../../components/list-table/list-table.css';
import '../fusn-tchr-catalogue';
import '../fusn-tchr.css';

/**
 * /myPage/fusionActvAtndc/:schlRsvtId (issue 19): the teacher's live view of the reservation's
 * students on the day, asked again every 10 seconds: who checked in by the hall's QR code and when,
 * and marking 출석/지각/결석 with a note, one student or the selected ones.
 */
export function AtndcPage() {
  const { t } = useTranslation();
  const schlRsvtId = recordIdOf(useParams().schlRsvtId) ?? 0;
  const query = useRsvtRoster(schlRsvtId);
  return (
    <RecordPage query={query} valid={schlRsvtId > 0} name={(roster) => t('fusnTchr.atndc.heading', roster.sesn)}>
      {(roster) => <Roster schlRsvtId={schlRsvtId} roster={roster} />}
    </RecordPage>
  );
}

function Roster({ schlRsvtId, roster }: { schlRsvtId: number; roster: TAtndcRoster }) {
  const { t } = useTranslation();
  const { sesn, items, counts, markable } = roster;
  const mark = useMarkAtndc();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  /** notes being typed, by application; the others show the saved note */
  const [notes, setNotes] = useState<Readonly<Record<number, string>>>({});
  const ids = items.map((item) => item.aplyId);
  const chosen = ids.filter((id) => selected.has(id));

  const noteOf = (item: TAtndcRosterItem) => notes[item.aplyId] ?? item.rmrk ?? '';
  const save = async (targets: readonly TAtndcRosterItem[], atndcCd: TAtndcCd) => {
    try {
      // the server's answer carries its message ('n명의 출석을 저장했습니다.'), shown by the API client
      await mark.mutateAsync({ schlRsvtId, items: targets.map((item) => ({ aplyId: item.aplyId, atndcCd, rmrk: noteOf(item) })) });
    } catch {
      return;
    }
    setNotes((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !targets.some((item) => String(item.aplyId) === id))));
  };
  const markSelected = async (atndcCd: TAtndcCd) => {
    const targets = items.filter((item) => selected.has(item.aplyId));
    if (targets.length === 0) return showAlert(t('fusnTchr.notAply.noneSelected'));
    if (!(await showConfirm(t('fusnTchr.atndc.confirmMark', { count: targets.length, code: ATNDC_LABELS[atndcCd] })))) return;
    await save(targets, atndcCd);
    setSelected(new Set());
  };

  return (
    <div className="fusn-tchr">
      <RsvtLinks links={[{ to: rsvtViewPath(schlRsvtId), label: t('fusnTchr.stdnt.toView') }]} />
      <section aria-labelledby="fusn-atndc-sesn" className="fusn-tchr__box">
        <h2 id="fusn-atndc-sesn" className="fusn-tchr__title">
          {sesn.prgrmNm}
        </h2>
        <MetaList
          items={[
            { label: t('fusnTchr.view.day'), value: sesn.sesnYmd },
            { label: t('fusnTchr.view.time'), value: `${sesn.bgngTm}~${sesn.endTm}` },
            { label: t('fusnTchr.view.halls'), value: sesn.halls.map((h) => h.bmnexhlNm).join(', ') },
            { label: t('fusnTchr.view.schl'), value: roster.schlNm },
          ]}
        />
        <p>{t('fusnTchr.atndc.live')}</p>
        <p aria-live="polite" className="fusn-tchr__summary">
          {t('fusnTchr.atndc.summary', counts)}
        </p>
        <p className="fusn-tchr__as-of">{t('fusnTchr.atndc.updatedAt', { time: formatTime(roster.asOf) })}</p>
      </section>
      {items.length === 0 ? (
        <p className="fusn-tchr__empty">{t('fusnTchr.atndc.empty')}</p>
      ) : (
        <>
          {markable ? (
            <div className="fusn-tchr__actions" role="group" aria-label={t('fusnTchr.atndc.bulk')}>
              {ATNDC_CDS.map((code) => (
                <button key={code} type="button" className="btn btn--secondary" disabled={mark.isPending} onClick={() => void markSelected(code)}>
                  {t('fusnTchr.atndc.markSelected', { code: ATNDC_LABELS[code] })}
                </button>
              ))}
            </div>
          ) : (
            <p className="fusn-tchr__notice">{t('fusnTchr.atndc.notMarkable')}</p>
          )}
          {markable && <SelectAll total={ids.length} checked={chosen.length} onChange={(all) => setSelected(new Set(all ? ids : []))} />}
          <table className="list-table fusn-tchr__table">
            <caption className="sr-only">{t('fusnTchr.atndc.caption')}</caption>
            <thead>
              <tr>
                {markable && <th scope="col">{t('fusnTchr.stdnt.select')}</th>}
                <th scope="col">{t('fusnTchr.stdnt.name')}</th>
                <th scope="col">{t('fusnTchr.stdnt.cls')}</th>
                <th scope="col">{t('fusnTchr.stdnt.unitCol')}</th>
                <th scope="col">{t('fusnTchr.atndc.chkinAt')}</th>
                <th scope="col">{t('fusnTchr.atndc.stts')}</th>
                <th scope="col">{t('fusnTchr.atndc.rmrk')}</th>
                {markable && <th scope="col">{t('fusnTchr.atndc.mark')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.aplyId}>
                  {markable && (
                    <td className="fusn-tchr__check">
                      <input
                        type="checkbox"
                        aria-label={t('fusnTchr.stdnt.selectOne', item)}
                        checked={selected.has(item.aplyId)}
                        onChange={(event) =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (event.target.checked) next.add(item.aplyId);
                            else next.delete(item.aplyId);
                            return next;
                          })
                        }
                      />
                    </td>
                  )}
                  <th scope="row" className="list-table__main">
                    {item.userNm}
                  </th>
                  <td data-label={t('fusnTchr.stdnt.cls')}>
                    {item.grd !== null && item.clsNm ? t('fusnTchr.stdnt.clsTextNoNo', { grd: item.grd, clsNo: item.clsNm }) : '-'}
                  </td>
                  <td data-label={t('fusnTchr.stdnt.unitCol')}>{item.unitNm ?? '-'}</td>
                  <td data-label={t('fusnTchr.atndc.chkinAt')}>
                    {item.chkinAt && item.chkinSeCd
                      ? t('fusnTchr.atndc.chkinVia', { time: formatTime(item.chkinAt), how: CHKIN_SE_LABELS[item.chkinSeCd] })
                      : '-'}
                  </td>
                  <td data-label={t('fusnTchr.atndc.stts')}>
                    <span className={`fusn-tchr__atndc fusn-tchr__atndc--${item.atndcCd ?? 'none'}`}>
                      {item.atndcCd ? ATNDC_LABELS[item.atndcCd] : t('fusnTchr.atndc.none')}
                    </span>
                  </td>
                  <td data-label={t('fusnTchr.atndc.rmrk')}>
                    {markable ? (
                      <input
                        type="text"
                        className="fusn-tchr__rmrk"
                        maxLength={200}
                        aria-label={t('fusnTchr.atndc.rmrkOf', item)}
                        value={noteOf(item)}
                        onChange={(event) => {
                          const value = event.target.value;
                          setNotes((current) => ({ ...current, [item.aplyId]: value }));
                        }}
                      />
                    ) : (
                      (item.rmrk ?? '-')
                    )}
                  </td>
                  {markable && (
                    <td data-label={t('fusnTchr.atndc.mark')}>
                      <div className="fusn-tchr__row-actions">
                        {ATNDC_CDS.map((code) => (
                          <button
                            key={code}
                            type="button"
                            className="btn btn--secondary"
                            aria-pressed={item.atndcCd === code}
                            aria-label={t('fusnTchr.atndc.markOne', { userNm: item.userNm, code: ATNDC_LABELS[code] })}
                            disabled={mark.isPending}
                            onClick={() => void save([item], code)}
                          >
                            {ATNDC_LABELS[code]}
                          </button>
                        ))}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
