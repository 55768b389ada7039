import { PORTFLO_ACTV_SE, PORTFLO_MESSAGES as M, PORTFLO_SECTIONS, type TPortfloSection, type TPortfloView } from '@portal/contract';
import type { ReactNode } from 'react';
import { MetaList } from '../card-list';
import '../list-table/list-table.css';
import { useTranslation } from '../../lib/i18n';
import { formatYmd, type TActvHref } from './portflo-format';
import { ActvName, CntstTable, InspTable } from './portflo-tables';
import './portflo-catalogue';
import './portflo.css';

type TSectionProps = { code: TPortfloSection; hidden: boolean; children: ReactNode };

/** One section with its heading; a section the student hid is marked for them and left out of the print. */
function PortfloSection({ code, hidden, children }: TSectionProps) {
  const { t } = useTranslation();
  const titleId = `portflo-${code}`;
  return (
    <section className={hidden ? 'portflo-section portflo-section--hidden' : 'portflo-section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="portflo-section__title">
        {PORTFLO_SECTIONS[code]}
        {hidden && <span className="portflo-section__badge">{t('portflo.hiddenBadge')}</span>}
      </h2>
      {children}
    </section>
  );
}

export const PortfloEmpty = ({ children }: { children: string }) => <p className="portflo-empty">{children}</p>;

function Profile({ view }: { view: TPortfloView }) {
  const { t } = useTranslation();
  const profile = view.profile!;
  const grdCls = [profile.grd ? t('portflo.prfl.grd', { grd: profile.grd }) : '', profile.clsNm ? t('portflo.prfl.cls', { cls: profile.clsNm }) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <MetaList
        items={[
          { label: t('portflo.prfl.userNm'), value: view.userNm },
          { label: t('portflo.prfl.schlNm'), value: profile.schlNm ?? t('portflo.none') },
          { label: t('portflo.prfl.grdCls'), value: grdCls || t('portflo.none') },
        ]}
      />
      <h3 className="portflo-sub">{t('portflo.settings.slfIntrcn')}</h3>
      <p className="portflo-text">{view.settings.slfIntrcn ?? t('portflo.prfl.noSlfIntrcn')}</p>
      <h3 className="portflo-sub">{t('portflo.settings.goal')}</h3>
      <p className="portflo-text">{view.settings.goal ?? t('portflo.prfl.noGoal')}</p>
    </>
  );
}

function Activities({ years, actvHref }: { years: NonNullable<TPortfloView['actv']>; actvHref: TActvHref }) {
  const { t } = useTranslation();
  if (years.length === 0) return <PortfloEmpty>{M.noActivities}</PortfloEmpty>;
  return years.map(({ schlYr, list }) => (
    <div key={schlYr} className="portflo-year">
      <h3 className="portflo-sub">{t('portflo.schlYr', { schlYr })}</h3>
      <table className="list-table portflo-table">
        <caption className="sr-only">{t('portflo.actv.caption', { schlYr })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portflo.actv.se')}</th>
            <th scope="col">{t('portflo.actv.actvNm')}</th>
            <th scope="col">{t('portflo.actv.actvYmd')}</th>
            <th scope="col">{t('portflo.actv.actvPlc')}</th>
            <th scope="col">{t('portflo.actv.dutyCr')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((actv) => (
            <tr key={actv.crrActvId}>
              <td data-label={t('portflo.actv.se')}>{PORTFLO_ACTV_SE[actv.actvSeCd]}</td>
              <td className="list-table__main">
                <ActvName crrActvId={actv.crrActvId} actvNm={actv.actvNm} href={actvHref} />
              </td>
              <td data-label={t('portflo.actv.actvYmd')}>{formatYmd(actv.actvYmd)}</td>
              <td data-label={t('portflo.actv.actvPlc')}>{actv.actvPlc}</td>
              <td data-label={t('portflo.actv.dutyCr')}>{actv.dutyCr}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ));
}

function Programs({ list }: { list: NonNullable<TPortfloView['prgrm']> }) {
  const { t } = useTranslation();
  if (list.length === 0) return <PortfloEmpty>{M.noPrograms}</PortfloEmpty>;
  return (
    <ul className="portflo-list">
      {list.map((prgrm) => (
        <li key={`${prgrm.ymd}-${prgrm.prgrmNm}`}>
          {prgrm.prgrmNm} ({formatYmd(prgrm.ymd)}){prgrm.certYn === 'Y' && ` - ${t('portflo.prgrm.cert')}`}
        </li>
      ))}
    </ul>
  );
}

function Points({ point }: { point: NonNullable<TPortfloView['point']> }) {
  const { t } = useTranslation();
  return (
    <MetaList
      items={[
        { label: t('portflo.point.earned'), value: t('portflo.point.value', { point: point.earned.toLocaleString('ko-KR') }) },
        { label: t('portflo.point.balance'), value: t('portflo.point.value', { point: point.balance.toLocaleString('ko-KR') }) },
      ]}
    />
  );
}

export type TPortfloSectionsProps = {
  view: TPortfloView;
  /** where an activity's name leads (the user pages' activity page); none: plain text */
  actvHref?: TActvHref;
  /** the activities section's body in place of the table by school year (the admin page shows every field) */
  activities?: ReactNode;
};

/**
 * The portfolio's sections in page order (issue 18). A section hidden from this reader comes as null
 * and is left out; the student sees every section, the hidden ones marked.
 */
export function PortfloSections({ view, actvHref, activities }: TPortfloSectionsProps) {
  const hidden = (code: TPortfloSection) => view.own && view.settings.hiddenSections.includes(code);
  return (
    <>
      {view.profile && (
        <PortfloSection code="PRFL" hidden={hidden('PRFL')}>
          <Profile view={view} />
        </PortfloSection>
      )}
      {view.insp && (
        <PortfloSection code="INSP" hidden={hidden('INSP')}>
          {view.insp.length === 0 ? <PortfloEmpty>{M.noTests}</PortfloEmpty> : <InspTable list={view.insp} own={view.own} />}
        </PortfloSection>
      )}
      {view.actv && (
        <PortfloSection code="ACTV" hidden={hidden('ACTV')}>
          {activities ?? <Activities years={view.actv} actvHref={actvHref} />}
        </PortfloSection>
      )}
      {view.prgrm && (
        <PortfloSection code="PRGRM" hidden={hidden('PRGRM')}>
          <Programs list={view.prgrm} />
        </PortfloSection>
      )}
      {view.cntst && (
        <PortfloSection code="CNTST" hidden={hidden('CNTST')}>
          {view.cntst.length === 0 ? <PortfloEmpty>{M.noContests}</PortfloEmpty> : <CntstTable list={view.cntst} />}
        </PortfloSection>
      )}
      {view.point && (
        <PortfloSection code="POINT" hidden={hidden('POINT')}>
          <Points point={view.point} />
        </PortfloSection>
      )}
    </>
  );
}
