import { CONTS_KND, CONTS_SCHL_LVLS, recordIdOf, type TCrsDetail } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useAsgns, useAssign, useCrs, useTchrClasses } from '../api/conts-crs-queries';
import '../conts-crs-catalogue';
import '../conts-crs.css';
import { UnassignButton } from './unassign-button';
import { Select } from '../../../components/form/select';

const lvlNm = (code: string) => CONTS_SCHL_LVLS[code as keyof typeof CONTS_SCHL_LVLS] ?? code;
const kndNm = (code: string) => CONTS_KND[code as keyof typeof CONTS_KND] ?? code;

/** A teacher assigns the class to one of their own school classes (the server checks it is theirs), and may end an assignment of it. */
function AssignForm({ crsId }: { crsId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const classes = useTchrClasses(true);
  const assign = useAssign(crsId);
  const assigned = (useAsgns().data?.list ?? []).filter((a) => a.crsId === crsId);
  const [clsId, setClsId] = useState('');
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    if (!clsId) {
      setError(t('contsCrs.assign.choose'));
      return;
    }
    setError('');
    assign.mutate(Number(clsId));
  };
  const list = classes.data?.list ?? [];
  return (
    <section className="conts-crs__assign" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('contsCrs.assign.title')}</h2>
      {classes.data && list.length === 0 ? (
        <p>{t('contsCrs.assign.noCls')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-cls`}>{t('contsCrs.assign.cls')}</label>
          <Select
            id={`${id}-cls`}
            value={clsId}
            onChange={(e) => setClsId(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            defaultOptionLabel={t('contsCrs.assign.choose')}
            options={list.map((c) => ({
              key: String(c.clsId),
              value: String(c.clsId),
              label: t('contsCrs.assign.clsOption', { grd: c.grd, clsNo: c.clsNo, stdntCnt: c.stdntCnt }),
            }))}
          />
          {/* not disabled while it saves: a disabled button would drop the keyboard user's focus to the page */}
          <button type="submit" className="btn btn--primary" aria-disabled={assign.isPending || undefined}>
            {t('contsCrs.assign.submit')}
          </button>
          {error && (
            <p id={`${id}-err`} className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      {assign.isSuccess && (
        <p role="status">
          {t('contsCrs.assign.done')} <Link to="/myPage/contsCrsAsgn">{t('contsCrs.assign.toAsgn')}</Link>
        </p>
      )}
      {assigned.length > 0 && (
        <>
          <h3 id={`${id}-asgn`}>{t('contsCrs.assign.assigned')}</h3>
          <ul aria-labelledby={`${id}-asgn`}>
            {assigned.map((a) => (
              <li key={a.asgnId}>
                {t('contsCrs.assign.clsName', { grd: a.grd, clsNo: a.clsNo })} <UnassignButton asgn={a} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CrsView({ crs }: { crs: TCrsDetail }) {
  const { t } = useTranslation();
  return (
    <article className="conts-crs conts-crs-detail">
      <h1 className="page-title">{crs.crsTtl}</h1>
      <p>{crs.crsSmry}</p>
      <p className="conts-crs__meta">
        {t('contsCrs.sesnCnt', { count: crs.sesnCnt })} · {t('contsCrs.schlLvl')} {crs.schlLvls.map(lvlNm).join(', ')}
      </p>
      {crs.isTchr && <AssignForm crsId={crs.crsId} />}
      <ol className="conts-crs__sesns">
        {crs.sesns.map((s) => (
          <li key={s.sesnNo} className="conts-crs__sesn">
            <h2 className="conts-crs__sesn-title">
              {t('contsCrs.sesnNo', { no: s.sesnNo })} {s.sesnTtl}
            </h2>
            {s.sesnObjc && (
              <p>
                <strong>{t('contsCrs.objc')}</strong> <span>{s.sesnObjc}</span>
              </p>
            )}
            {s.tchrNote && (
              <p className="conts-crs__note">
                <strong>{t('contsCrs.tchrNote')}</strong> <span>{s.tchrNote}</span>
              </p>
            )}
            {s.conts.length === 0 ? (
              <p>{t('contsCrs.noConts')}</p>
            ) : (
              <ul aria-label={t('contsCrs.contents')}>
                {s.conts.map((c) => (
                  <li key={c.contsId}>
                    <Link to={`/infoGd/conts/${c.contsId}`}>{c.contsTtl}</Link> <span className="conts-crs__knd">({kndNm(c.contsKndCd)})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <p>
        <Link className="btn btn--secondary" to="/infoGd/contsCrs">
          {t('contsCrs.list')}
        </Link>
      </p>
    </article>
  );
}

/** /infoGd/contsCrs/:crsId (issue 20): the sessions and their contents; the teacher's note and the assign form for teachers. */
export function ContsCrsDetailPage() {
  const { t } = useTranslation();
  const crsId = recordIdOf(useParams().crsId) ?? 0;
  const valid = crsId > 0;
  const query = useCrs(crsId);
  return (
    <RecordPage query={query} valid={valid} name={(crs) => crs.crsTtl} failed={() => <p role="alert">{t('contsCrs.loadFailed')}</p>}>
      {(crs) => <CrsView crs={crs} />}
    </RecordPage>
  );
}
