import { recordIdOf } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams } from 'react-router';
import { useConfirmSave } from '../../../components/admin/crud';
import { bmnexhlResource, useBmnexhlDetail } from '../api/bmnexhl-resource';
import { BmnexhlForm, bmnexhlFormValues, type TBmnexhlFormValues } from '../components/bmnexhl-form';
import { useShowSavedHall } from '../components/use-hall-mutations';
import { AdmNotFound, BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** Asks, saves, says 'saved' and opens the hall's view page. */
function useSaveBmnexhl(bmnexhlId?: number) {
  const save = bmnexhlResource.useSave();
  const showSaved = useShowSavedHall();
  const confirmSave = useConfirmSave();
  const onSubmit = async (values: TBmnexhlFormValues) => {
    if (!(await confirmSave())) return;
    const item = await save.mutateAsync({ ...values, id: bmnexhlId });
    showSaved(`${BASE}/bmnexhlView/${item.bmnexhlId}`);
  };
  return { onSubmit, saving: save.isPending };
}

/** spec §2 admin mnexhlMng bmnexhlWrite: a new big hall. */
export function AdmBmnexhlWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { onSubmit, saving } = useSaveBmnexhl();
  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">{t('admMnexhl.bmnexhl.writeTitle')}</h1>
      <BmnexhlForm initialValues={bmnexhlFormValues()} onSubmit={onSubmit} onCancel={() => navigate(BASE)} saving={saving} />
    </section>
  );
}

/** spec §2 admin mnexhlMng bmnexhlUpdate/:bmnexhlId: the same form, filled. */
export function AdmBmnexhlUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const item = useBmnexhlDetail(bmnexhlId);
  const { onSubmit, saving } = useSaveBmnexhl(bmnexhlId);
  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">{t('admMnexhl.bmnexhl.updateTitle')}</h1>
      {bmnexhlId === undefined || item.isError ? (
        <AdmNotFound to={BASE} />
      ) : item.data ? (
        <BmnexhlForm
          key={item.data.updatedAt}
          initialValues={bmnexhlFormValues(item.data)}
          item={item.data}
          onSubmit={onSubmit}
          onCancel={() => navigate(`${BASE}/bmnexhlView/${bmnexhlId}`)}
          saving={saving}
        />
      ) : (
        <p role="status">{t('layout.loading')}</p>
      )}
    </section>
  );
}
