import { Alert, Form } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { useConfirmSave } from '../../../../components/admin/crud';
import { showAlert } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { recordIdOf, type TCntstItem } from '@portal/contract';
import { contestResource, useContestItem } from '../api/contest-resource';
import { CONTEST_BASE, LoadState, PhaseTag } from '../components/cntst-adm-format';
import { ContestForm } from '../components/contest-form';
import { contestFormValues, newContestValues, toContestSave, type TContestFormValues } from '../components/contest-form-values';
import '../cntst-adm-catalogue';
import '../cntst-adm.css';

/** Asks, saves, says 'saved' and opens the saved contest's form. */
function useSaveContest(cntstId?: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = contestResource.useSave();
  const confirmSave = useConfirmSave();
  const onSubmit = async (values: TContestFormValues) => {
    if (!(await confirmSave())) return;
    const item = await save.mutateAsync({ ...toContestSave(values), id: cntstId });
    await showAlert(t('common.result.saved'));
    if (cntstId === undefined) navigate(`${CONTEST_BASE}/${item.cntstId}`);
  };
  return { onSubmit, saving: save.isPending };
}

/** spec §2 admin contest/write: a new contest. */
export function ContestWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TContestFormValues>();
  const { onSubmit, saving } = useSaveContest();
  return (
    <section className="adm-cntst">
      <h1 className="adm-page__title">{t('admCntst.writeTitle')}</h1>
      <ContestForm
        form={form}
        initialValues={newContestValues()}
        poster={null}
        formLocked={false}
        onSubmit={onSubmit}
        onCancel={() => navigate(CONTEST_BASE)}
        saving={saving}
      />
    </section>
  );
}

/** The form of a stored contest; what its entries and scores fix stays as it is. */
function ContestEditor({ item }: { item: TCntstItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TContestFormValues>();
  const { onSubmit, saving } = useSaveContest(item.cntstId);
  return (
    <>
      <div className="adm-cntst__head">
        <PhaseTag phase={item.phase} />
        <span>{t('admCntst.entryCount', { count: item.entryCnt })}</span>
        <Link to={`${CONTEST_BASE}/${item.cntstId}/entries`}>{t('admCntst.toEntries')}</Link>
      </div>
      {item.sttsCd === 'PUBLISHED' && <Alert className="adm-page__notice" type="info" showIcon title={t('admCntst.publishedNotice')} />}
      <ContestForm
        key={item.updatedAt}
        form={form}
        initialValues={contestFormValues(item)}
        poster={{ fileId: item.posterFileId, path: item.posterImagePath }}
        formLocked={item.entryCnt > 0}
        onSubmit={onSubmit}
        onCancel={() => navigate(CONTEST_BASE)}
        saving={saving}
      />
    </>
  );
}

/** spec §2 admin contest/:cntstId: the contest's form, filled; a missing contest shows the not-found page. */
export function ContestEditPage() {
  const { t } = useTranslation();
  const cntstId = recordIdOf(useParams().cntstId);
  const item = useContestItem(cntstId);
  if (cntstId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-cntst">
      <h1 className="adm-page__title">
        {t('admCntst.editTitle')}
        {item.data && `: ${item.data.cntstTtl}`}
      </h1>
      {item.data ? <ContestEditor item={item.data} /> : <LoadState failed={item.isError} />}
    </section>
  );
}
