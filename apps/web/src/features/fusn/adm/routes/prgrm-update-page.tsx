import { FUSN_PRGRM_SE, recordIdOf, type TFusnPrgrmDetail, type TFusnPrgrmSeCd, type TFusnPrgrmSttsCd } from '@portal/contract';
import { Button, Descriptions, Form, Space } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { useConfirmSave } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { useCopyPrgrm, usePrgrm, usePrgrmStts, useSavePrgrm } from '../api/prgrm-mng';
import { LoadState, prgrmBase, PrgrmSttsTag } from '../components/fusn-adm-format';
import { PrgrmForm } from '../components/prgrm-form';
import { prgrmFormValues, toPrgrmSave, type TPrgrmFormValues } from '../components/prgrm-form-values';
import { SesnSection } from '../components/sesn-section';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** The state changes a program offers: open booking, close it, back to draft (only while nothing is booked). */
function nextStates(prgrm: TFusnPrgrmDetail): TFusnPrgrmSttsCd[] {
  if (prgrm.sttsCd === 'OPEN') return ['CLOSED'];
  if (prgrm.sttsCd === 'CLOSED') return prgrm.rsvtCnt + prgrm.aplyCnt === 0 ? ['OPEN', 'DRAFT'] : ['OPEN'];
  return ['OPEN'];
}

/** State, counts and the program's actions: open/close, copy to the next term, the public page. */
function PrgrmHead({ prgrm }: { prgrm: TFusnPrgrmDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stts = usePrgrmStts();
  const copy = useCopyPrgrm();
  const onStts = async (sttsCd: TFusnPrgrmSttsCd) => {
    if (!(await showConfirm(t(`admFusn.prgrm.sttsConfirm.${sttsCd}`, { name: prgrm.prgrmNm })))) return;
    await stts.mutateAsync({ prgrmId: prgrm.prgrmId, sttsCd }).then(
      () => showAlert(t('admFusn.prgrm.sttsChanged')),
      () => undefined,
    );
  };
  const onCopy = async () => {
    if (!(await showConfirm(t('admFusn.prgrm.copyConfirm', { name: prgrm.prgrmNm })))) return;
    const answer = await copy.mutateAsync(prgrm.prgrmId).catch(() => null);
    if (!answer) return;
    await showAlert(t('admFusn.prgrm.copied'));
    navigate(`${prgrmBase(prgrm.prgrmSeCd)}/update/${answer.prgrmId}`);
  };
  return (
    <div className="adm-fusn__head">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'se', label: t('admFusn.prgrm.prgrmSeCd'), children: FUSN_PRGRM_SE[prgrm.prgrmSeCd] },
          { key: 'stts', label: t('admFusn.prgrm.sttsCd'), children: <PrgrmSttsTag sttsCd={prgrm.sttsCd} /> },
          { key: 'sesn', label: t('admFusn.prgrm.sesnCnt'), children: t('admFusn.prgrm.sesnCnts', { open: prgrm.sesnCnt, all: prgrm.allSesnCnt }) },
          {
            key: 'booked',
            label: t(prgrm.prgrmSeCd === 'GRP' ? 'admFusn.prgrm.rsvtCnt' : 'admFusn.prgrm.aplyCnt'),
            children: prgrm.prgrmSeCd === 'GRP' ? t('admFusn.prgrm.rsvtAply', { rsvt: prgrm.rsvtCnt, aply: prgrm.aplyCnt }) : String(prgrm.aplyCnt),
          },
          ...(prgrm.orgnPrgrmId
            ? [
                {
                  key: 'orgn',
                  label: t('admFusn.prgrm.orgn'),
                  children: <Link to={`${prgrmBase(prgrm.prgrmSeCd)}/update/${prgrm.orgnPrgrmId}`}>{t('admFusn.prgrm.orgnLink')}</Link>,
                },
              ]
            : []),
        ]}
      />
      <Space wrap className="adm-fusn__actions">
        {nextStates(prgrm).map((sttsCd) => (
          <Button key={sttsCd} type={sttsCd === 'OPEN' ? 'primary' : 'default'} loading={stts.isPending} onClick={() => void onStts(sttsCd)}>
            {t(`admFusn.prgrm.sttsAction.${sttsCd}`)}
          </Button>
        ))}
        <Button loading={copy.isPending} onClick={() => void onCopy()}>
          {t('admFusn.prgrm.copyNextTerm')}
        </Button>
        {prgrm.sttsCd !== 'DRAFT' && (
          <a href={`/crrFusion/prgrm/${prgrm.prgrmId}`} target="_blank" rel="noreferrer">
            {t('admFusn.prgrm.publicView')}
            <span className="sr-only">{t('admFusn.newWindow')}</span>
          </a>
        )}
        <Link to={prgrmBase(prgrm.prgrmSeCd)}>{t('admFusn.prgrm.toList')}</Link>
      </Space>
    </div>
  );
}

/** The stored program's form and its sessions. */
function PrgrmEditor({ prgrm }: { prgrm: TFusnPrgrmDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TPrgrmFormValues>();
  const save = useSavePrgrm();
  const confirmSave = useConfirmSave();
  const onSubmit = async (values: TPrgrmFormValues) => {
    if (!(await confirmSave())) return;
    await save.mutateAsync({ ...toPrgrmSave(values), prgrmId: prgrm.prgrmId });
    await showAlert(t('common.result.saved'));
  };
  return (
    <>
      <PrgrmHead prgrm={prgrm} />
      <section className="adm-fusn__section" aria-labelledby="adm-fusn-prgrm-form">
        <h2 id="adm-fusn-prgrm-form" className="adm-fusn__h2">
          {t('admFusn.prgrm.formTitle')}
        </h2>
        <PrgrmForm
          key={prgrm.updatedAt}
          form={form}
          prgrmSeCd={prgrm.prgrmSeCd}
          initialValues={prgrmFormValues(prgrm)}
          image={{ fileId: prgrm.imageFileId, path: prgrm.imagePath }}
          hasSesn={prgrm.allSesnCnt > 0}
          onSubmit={onSubmit}
          onCancel={() => navigate(prgrmBase(prgrm.prgrmSeCd))}
          saving={save.isPending}
        />
      </section>
      <SesnSection prgrm={prgrm} />
    </>
  );
}

/** A stored program of a kind; a missing one shows the not-found page, one of the other kind opens at its own address. */
function PrgrmUpdatePage({ prgrmSeCd }: { prgrmSeCd: TFusnPrgrmSeCd }) {
  const { t } = useTranslation();
  const prgrmId = recordIdOf(useParams().prgrmId);
  const item = usePrgrm(prgrmId);
  usePageTitle(item.data?.prgrmNm);
  if (prgrmId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  if (item.data && item.data.prgrmSeCd !== prgrmSeCd) return <Navigate to={`${prgrmBase(item.data.prgrmSeCd)}/update/${prgrmId}`} replace />;
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">
        {t('admFusn.prgrm.updateTitle')}
        {item.data && `: ${item.data.prgrmNm}`}
      </h1>
      {item.data ? <PrgrmEditor prgrm={item.data} /> : <LoadState failed={item.isError} />}
    </section>
  );
}

/** admin prgrmEstbl/update/:prgrmId */
export const GrpPrgrmUpdatePage = () => <PrgrmUpdatePage prgrmSeCd="GRP" />;

/** admin prgrmEstbl/indv/update/:prgrmId */
export const IndvPrgrmUpdatePage = () => <PrgrmUpdatePage prgrmSeCd="INDV" />;
