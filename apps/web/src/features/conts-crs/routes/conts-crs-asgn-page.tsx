import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Select } from '../../../components/form/select';
import { useTranslation } from '../../../lib/i18n';
import { useAsgnProgress, useAsgns } from '../api/conts-crs-queries';
import '../conts-crs-catalogue';
import '../conts-crs.css';
import { UnassignButton } from './unassign-button';

function Progress({ asgnId }: { asgnId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error } = useAsgnProgress(asgnId);
  if (error) return <p role="alert">{t('contsCrsAsgn.loadFailed')}</p>;
  if (!data) return <p role="status">{t('contsCrs.loading')}</p>;
  if (data.students.length === 0) return <p>{t('contsCrsAsgn.noStudents')}</p>;
  // the table's name stands above its scroll box, so a phone shows it whole
  return (
    <>
      <h2 id={titleId} className="conts-crs__table-title">
        {t('contsCrsAsgn.caption', { crsTtl: data.asgn.crsTtl })}
      </h2>
      <div className="conts-crs__table-wrap" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="conts-crs__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('contsCrsAsgn.stdntNo')}</th>
              <th scope="col">{t('contsCrsAsgn.student')}</th>
              {data.sesns.map((s) => (
                <th key={s.sesnNo} scope="col">
                  {t('contsCrs.sesnNo', { no: s.sesnNo })}
                  <span className="conts-crs__sesn-ttl">{s.sesnTtl}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.students.map((st) => (
              <tr key={st.userId}>
                <td>{st.stdntNo ?? ''}</td>
                <th scope="row">{st.userNm}</th>
                {data.sesns.map((s, i) => (
                  <td key={s.sesnNo}>{t('contsCrsAsgn.opened', { opened: st.opened[i] ?? 0, total: s.contsCnt })}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /myPage/contsCrsAsgn (issue 20): the teacher's assignments, and per assignment a table student × session and its 배정 취소. */
export function ContsCrsAsgnPage() {
  const { t } = useTranslation();
  const id = useId();
  const { data, error } = useAsgns();
  const [picked, setPicked] = useState<number | null>(null);
  if (error) return <p role="alert">{t('contsCrsAsgn.loadFailed')}</p>;
  if (!data) return <p role="status">{t('contsCrs.loading')}</p>;
  // an ended assignment leaves the list: the first one is shown then
  const asgn = data.list.find((a) => a.asgnId === picked) ?? data.list[0];
  return (
    <div className="conts-crs">
      <p className="conts-crs__intro">{t('contsCrsAsgn.intro')}</p>
      {!asgn ? (
        <p>
          {t('contsCrsAsgn.empty')} <Link to="/infoGd/contsCrs">{t('contsCrsAsgn.toCrs')}</Link>
        </p>
      ) : (
        <>
          <p className="conts-crs__pick">
            <label htmlFor={`${id}-asgn`}>{t('contsCrsAsgn.asgnLabel')}</label>
            <Select
              id={`${id}-asgn`}
              value={asgn.asgnId}
              onChange={(e) => setPicked(Number(e.target.value))}
              noDefaultOption
              options={data.list.map((a) => ({
                key: String(a.asgnId),
                value: String(a.asgnId),
                label: t('contsCrsAsgn.asgnOption', { crsTtl: a.crsTtl, grd: a.grd, clsNo: a.clsNo }),
              }))}
            />
            <UnassignButton asgn={asgn} />
          </p>
          <Progress asgnId={asgn.asgnId} />
        </>
      )}
    </div>
  );
}
