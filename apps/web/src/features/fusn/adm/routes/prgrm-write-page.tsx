import type { TFusnPrgrmSeCd } from '@portal/contract';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useConfirmSave } from '../../../../components/admin/crud';
import { showAlert } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useSavePrgrm } from '../api/prgrm-mng';
import { prgrmBase } from '../components/fusn-adm-format';
import { PrgrmForm } from '../components/prgrm-form';
import { newPrgrmValues, toPrgrmSave, type TPrgrmFormValues } from '../components/prgrm-form-values';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** A new program of a kind: saved as 준비 중 (DRAFT), then its update page opens for the sessions. */
function PrgrmWritePage({ prgrmSeCd }: { prgrmSeCd: TFusnPrgrmSeCd }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TPrgrmFormValues>();
  const save = useSavePrgrm();
  const confirmSave = useConfirmSave();
  const base = prgrmBase(prgrmSeCd);
  const onSubmit = async (values: TPrgrmFormValues) => {
    if (!(await confirmSave())) return;
    const { prgrmId } = await save.mutateAsync(toPrgrmSave(values));
    await showAlert(t('admFusn.prgrm.created'));
    navigate(`${base}/update/${prgrmId}`);
  };
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">{t(prgrmSeCd === 'GRP' ? 'admFusn.prgrm.grpWriteTitle' : 'admFusn.prgrm.indvWriteTitle')}</h1>
      <p className="adm-fusn__help">{t('admFusn.prgrm.writeHelp')}</p>
      <PrgrmForm
        form={form}
        prgrmSeCd={prgrmSeCd}
        initialValues={newPrgrmValues(prgrmSeCd)}
        image={null}
        hasSesn={false}
        onSubmit={onSubmit}
        onCancel={() => navigate(base)}
        saving={save.isPending}
      />
    </section>
  );
}

/** admin prgrmEstbl/write: a new group program. */
export const GrpPrgrmWritePage = () => <PrgrmWritePage prgrmSeCd="GRP" />;

/** admin prgrmEstbl/indv/write: a new individual program. */
export const IndvPrgrmWritePage = () => <PrgrmWritePage prgrmSeCd="INDV" />;
