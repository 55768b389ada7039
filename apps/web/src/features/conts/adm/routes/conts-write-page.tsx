import { recordIdOf, type TContsClsfTree, type TContsMngDetail } from '@portal/contract';
import { Form } from 'antd';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { useConfirmSave } from '../../../../components/admin/crud';
import { useFormFiles } from '../../../../components/admin/form-files';
import { showAlert } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { useContsClsfTree, useContsMngItem, useSaveConts } from '../api/conts-mng-queries';
import type { TClsfGroup } from '../components/clsf-picker';
import { CONTS_BASE, ContsSttsTag, contsViewPath, LoadState } from '../components/conts-adm-format';
import { ContsForm } from '../components/conts-form';
import { contsFormValues, toContsSave, type TContsFormValues } from '../components/conts-form-values';
import { SttsPanel } from '../components/stts-panel';
import { VersionsPanel } from '../components/versions-panel';
import '../conts-adm-catalogue';
import '../conts-adm.css';

const groupsOf = (tree: TContsClsfTree | undefined): TClsfGroup[] =>
  (tree?.groups ?? []).map((g) => ({ code: g.clsfCd, name: g.clsfNm, leaves: g.children.map((l) => ({ code: l.clsfCd, name: l.clsfNm })) }));

/** Answers whether the form holds changes not saved yet: an edited field or a chosen file not yet sent. */
type TUnsavedCheck = () => boolean;

const saveOf = (values: TContsFormValues) => JSON.stringify(toContsSave(values, null));

/**
 * The form with its attachments: asks (spec §8 '저장하시겠습니까?'), uploads the chosen files, saves, says 'saved'.
 * `unsaved` lets the page ask whether the form has changes not saved yet.
 */
function ContsEditor({ item, unsaved }: { item?: TContsMngDetail; unsaved?: Ref<TUnsavedCheck> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TContsFormValues>();
  const tree = useContsClsfTree();
  const save = useSaveConts();
  const confirmSave = useConfirmSave();
  const files = useFormFiles({
    seqType: 'contents',
    seqId: item?.contsId,
    fileModuleId: item?.atchFileModuleId ?? null,
    files: item?.atchFiles ?? [],
    removeType: 'typeContents',
    textKey: 'admConts.atchFile',
  });
  const initialValues = contsFormValues(item);
  useImperativeHandle(unsaved, () => () => files.chosen.length > 0 || saveOf(form.getFieldsValue(true) as TContsFormValues) !== saveOf(initialValues));

  async function onSubmit(values: TContsFormValues) {
    if (!(await confirmSave())) return;
    const group = await files.send();
    const saved = await save.mutateAsync({ contsId: item?.contsId, body: toContsSave(values, group) });
    await showAlert(t('common.result.saved'));
    if (item === undefined) navigate(contsViewPath(saved.contsId));
  }

  return (
    <ContsForm
      form={form}
      initialValues={initialValues}
      thmb={item ? { fileId: item.thmbFileId, path: item.thmbPath } : null}
      files={files}
      clsfGroups={groupsOf(tree.data)}
      onSubmit={onSubmit}
      onCancel={() => navigate(CONTS_BASE)}
      saving={save.isPending}
    />
  );
}

/** spec §2 admin contents/write: a new content (a draft; its state changes on its page). */
export function ContsWritePage() {
  const { t } = useTranslation();
  return (
    <section className="adm-conts">
      <h1 className="adm-page__title">{t('admConts.writeTitle')}</h1>
      <ContsEditor />
    </section>
  );
}

function ContsView({ item }: { item: TContsMngDetail }) {
  const { t } = useTranslation();
  usePageTitle(item.contsTtl);
  const unsaved = useRef<TUnsavedCheck>(null);

  return (
    <>
      <p className="adm-conts__head">
        <ContsSttsTag sttsCd={item.sttsCd} pblcDt={item.pblcDt} />
        <span>{t('admConts.column.verNoValue', { verNo: item.verNo })}</span>
      </p>
      <div className="adm-conts__layout">
        <div className="adm-conts__main">
          {/* a restore or a save brings a new version: the form starts again from it */}
          <ContsEditor key={item.verNo} item={item} unsaved={unsaved} />
        </div>
        <div className="adm-conts__side">
          <SttsPanel item={item} unsaved={() => unsaved.current?.() ?? false} />
        </div>
      </div>
      <VersionsPanel contsId={item.contsId} />
    </>
  );
}

/** spec §2 admin contents/view/:contsId: the content's form, its state and its versions; a missing content shows the not-found page. */
export function ContsEditPage() {
  const { t } = useTranslation();
  const contsId = recordIdOf(useParams().contsId);
  const item = useContsMngItem(contsId);
  if (contsId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-conts">
      <h1 className="adm-page__title">
        {t('admConts.editTitle')}
        {item.data && `: ${item.data.contsTtl}`}
      </h1>
      {item.data ? <ContsView item={item.data} /> : <LoadState failed={item.isError} />}
    </section>
  );
}
