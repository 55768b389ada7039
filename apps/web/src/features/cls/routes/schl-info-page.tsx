import { SCHL_TYPE, type TClsItem, type TClsSchool, type TSchlInfo, type TSchlTypeCd } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { useSchlInfo } from '../api/cls-queries';
import { roleNames } from '../components/role-names';
import { SchlJoinRequest } from '../components/schl-join-request';
import { SchoolTeachersTable } from '../components/school-teachers-table';
import '../../../components/card-list/card-list.css';
import '../../../components/list-table/list-table.css';
import '../cls-catalogue';
import '../cls.css';

/**
 * /myPage/schlInfo (issue 18): the teacher's school (name, type, address, phone), their state and
 * roles; without an approved school the request to join one; once approved the school's classes
 * of the year and its teachers, where the career teacher approves or refuses pending teachers.
 */
export function SchlInfoPage() {
  const { t } = useTranslation();
  const info = useSchlInfo();
  if (info.isPending) return <p role="status">{t('cls.loading')}</p>;
  if (!info.data) return <p role="alert">{t('cls.loadFailed')}</p>;
  const { me, schl, classes, teachers, schlYr } = info.data;
  const approved = me?.sttsCd === 'APRV';

  return (
    <div className="cls">
      {schl && me ? <MySchool schl={schl} me={me} /> : <p>{t('cls.schlInfo.noSchool')}</p>}
      {me?.sttsCd === 'PNDG' && <p className="cls__note">{t('cls.schlInfo.pendingNote')}</p>}
      {!approved && <SchlJoinRequest again={me !== null} />}
      {approved && (
        <>
          <section aria-labelledby="schl-classes-title">
            <h2 id="schl-classes-title" className="cls__title">
              {t('cls.schlInfo.classesTitle', { schlYr })}
            </h2>
            <SchoolClassesTable classes={classes} />
          </section>
          <section aria-labelledby="schl-teachers-title">
            <h2 id="schl-teachers-title" className="cls__title">
              {t('cls.schlInfo.teachersTitle')}
            </h2>
            <SchoolTeachersTable teachers={teachers} canDecide={me.crrTchrYn === 'Y'} />
          </section>
        </>
      )}
    </div>
  );
}

function MySchool({ schl, me }: { schl: TClsSchool; me: NonNullable<TSchlInfo['me']> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['schlNm', schl.schlNm],
    ['schlType', SCHL_TYPE[schl.schlTypeCd as TSchlTypeCd] ?? schl.schlTypeCd],
    ['addr', schl.addr ?? t('cls.none')],
    ['telno', schl.telno ?? t('cls.none')],
    ['myStts', t(`cls.stts.${me.sttsCd}`)],
    ['myRoles', roleNames(me, t)],
  ];
  return (
    <section className="cls__box" aria-labelledby="my-school-title">
      <h2 id="my-school-title" className="cls__title">
        {t('cls.schlInfo.mySchool')}
      </h2>
      <dl className="meta-list cls__meta">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`cls.schlInfo.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SchoolClassesTable({ classes }: { classes: readonly TClsItem[] }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`cls.schlInfo.classCol.${key}`);
  if (classes.length === 0) return <p className="card-list__empty">{t('cls.schlInfo.classesEmpty')}</p>;
  return (
    <table className="list-table">
      <caption className="sr-only">{t('cls.schlInfo.classesTitle', { schlYr: classes[0]!.schlYr })}</caption>
      <thead>
        <tr>
          <th scope="col">{col('cls')}</th>
          <th scope="col">{col('hmrm')}</th>
          <th scope="col">{col('stdntCnt')}</th>
          <th scope="col">{col('pndgCnt')}</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((c) => (
          <tr key={c.clsId}>
            <th scope="row" className="list-table__main">
              {t('cls.classLabel', c)}
            </th>
            <td data-label={col('hmrm')}>{c.hmrmTchrNm ?? t('cls.noHmrm')}</td>
            <td data-label={col('stdntCnt')}>{t('cls.schlInfo.count', { count: c.stdntCnt })}</td>
            <td data-label={col('pndgCnt')}>{t('cls.schlInfo.count', { count: c.pndgCnt })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
