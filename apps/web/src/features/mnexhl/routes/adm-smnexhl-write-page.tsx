import { recordIdOf } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams } from 'react-router';
import { useConfirmSave } from '../../../components/admin/crud';
import { useBmnexhlDetail } from '../api/bmnexhl-resource';
import { smnexhlResource, useSmnexhlDetail } from '../api/smnexhl-resource';
import { SmnexhlForm, smnexhlFormValues, type TSmnexhlFormValues } from '../components/smnexhl-form';
import { useShowSavedHall } from '../components/use-hall-mutations';
import { AdmNotFound, BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** Asks, saves, says 'saved' and opens the small hall's view page. */
function useSaveSmnexhl(bmnexhlId: number | undefined, smnexhlId?: number) {
  const save = smnexhlResource.useSave();
  const showSaved = useShowSavedHall();
  const confirmSave = useConfirmSave();
  const onSubmit = async (values: TSmnexhlFormValues) => {
    if (!(await confirmSave())) return;
    const item = await save.mutateAsync({ ...values, bmnexhlId: bmnexhlId ?? 0, id: smnexhlId });
    showSaved(`${BASE}/smnexhlView/${item.smnexhlId}`);
  };
  return { onSubmit, saving: save.isPending };
}

/** spec §2 admin mnexhlMng smnexhlWrite/:bmnexhlId: a new small hall in the big hall. */
export function AdmSmnexhlWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const hall = useBmnexhlDetail(bmnexhlId);
  const { onSubmit, saving } = useSaveSmnexhl(bmnexhlId);
  if (bmnexhlId === undefined || hall.isError) return <AdmNotFound to={BASE} />;
  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">
        {t('admMnexhl.smnexhl.writeTitle')}
        {hall.data && `: ${hall.data.bmnexhlNm}`}
      </h1>
      <SmnexhlForm initialValues={smnexhlFormValues()} onSubmit={onSubmit} onCancel={() => navigate(`${BASE}/bmnexhlView/${bmnexhlId}`)} saving={saving} />
    </section>
  );
}

/** spec §2 admin mnexhlMng smnexhlUpdate/:smnexhlId: the same form, filled; the number stays. */
export function AdmSmnexhlUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const smnexhlId = recordIdOf(useParams().smnexhlId);
  const item = useSmnexhlDetail(smnexhlId);
  const { onSubmit, saving } = useSaveSmnexhl(item.data?.bmnexhlId, smnexhlId);
  if (smnexhlId === undefined || item.isError) return <AdmNotFound to={BASE} />;
  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">
        {t('admMnexhl.smnexhl.updateTitle')}
        {item.data && `: ${item.data.bmnexhlNm} > ${item.data.smnexhlNm}`}
      </h1>
      {item.data ? (
        <SmnexhlForm
          key={item.data.updatedAt}
          initialValues={smnexhlFormValues(item.data)}
          item={item.data}
          smnexhlNo={item.data.smnexhlNo}
          onSubmit={onSubmit}
          onCancel={() => navigate(`${BASE}/smnexhlView/${smnexhlId}`)}
          saving={saving}
        />
      ) : (
        <p role="status">{t('layout.loading')}</p>
      )}
    </section>
  );
}
