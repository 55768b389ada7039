import type { TClsItem, TRosterStudent } from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { useClasses, useRoster } from '../api/cls-queries';
import { ClsPicker } from '../components/cls-picker';
import { MoveDialog } from '../components/move-dialog';
import { PendingStudents } from '../components/pending-students';
import { PromotionSection } from '../components/promotion-section';
import { RosterTable } from '../components/roster-table';
import '../../../components/card-list/card-list.css';
import '../cls-catalogue';
import '../cls.css';

/**
 * /myPage/clsInfo (issue 18): the class picked by year, grade and class (kept in the address:
 * ?schlYr=&clsId=; by default the teacher's homeroom class), its roster with links to each
 * student's records, the pending students to approve with a number, moving a student, and the
 * promotion for the school's career teacher.
 */
export function ClsInfoPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('schlYr')) || undefined;
  const classes = useClasses(yearParam);
  if (classes.isPending) return <p role="status">{t('cls.loading')}</p>;
  if (!classes.data) return <p role="alert">{t('cls.loadFailed')}</p>;

  const { schlYr, crrTchrYn } = classes.data;
  const list = classes.data.classes;
  const clsId = Number(params.get('clsId')) || (list.find((c) => c.hmrmTchrId === viewer) ?? list[0])?.clsId || 0;
  const setAddress = (next: { schlYr: number; clsId?: number }) =>
    setParams(
      Object.entries(next).flatMap(([key, value]) => (value ? [[key, String(value)] as [string, string]] : [])),
      { replace: true },
    );

  return (
    <div className="cls">
      <ClsPicker
        key={`${schlYr}-${clsId}`}
        schlYr={schlYr}
        clsId={clsId}
        classes={list}
        onYear={(year) => setAddress({ schlYr: year })}
        onShow={(id) => setAddress({ schlYr, clsId: id })}
      />
      {list.length === 0 && <p className="card-list__empty">{t('cls.clsInfo.noClasses')}</p>}
      {clsId > 0 && <RosterSection clsId={clsId} classes={list} />}
      {crrTchrYn === 'Y' && <PromotionSection />}
    </div>
  );
}

function RosterSection({ clsId, classes }: { clsId: number; classes: readonly TClsItem[] }) {
  const { t } = useTranslation();
  const roster = useRoster(clsId);
  const [moving, setMoving] = useState<TRosterStudent>();
  return (
    <RecordPage query={roster}>
      {(data) => {
        const clsName = t('cls.classLabel', data.cls);
        const title = t('cls.clsInfo.rosterTitle', { cls: `${t('cls.yearLabel', data.cls)} ${clsName}` });
        const canEdit = data.cls.editYn === 'Y';
        const targets = classes.filter((c) => c.schlYr === data.cls.schlYr && c.clsId !== data.cls.clsId);
        return (
          <>
            <section aria-labelledby="cls-roster-title">
              <h2 id="cls-roster-title" className="cls__title">
                {title}
              </h2>
              <p>{t('cls.clsInfo.rosterSummary', { hmrm: data.cls.hmrmTchrNm ?? t('cls.noHmrm'), count: data.students.length })}</p>
              <RosterTable caption={title} students={data.students} canEdit={canEdit && targets.length > 0} onMove={setMoving} />
            </section>
            {canEdit && data.pending.length > 0 && <PendingStudents roster={data} clsName={clsName} />}
            {moving && <MoveDialog student={moving} from={data.cls} targets={targets} onClose={() => setMoving(undefined)} />}
          </>
        );
      }}
    </RecordPage>
  );
}
