import {
  CRR_ACTV_FILE_LIMITS,
  CRR_ACTV_SEQ_TYPE,
  type TAtchFile,
  type TCrrActvFormInput,
  type TCrrActvSaveResponse,
  type TCrrActvView,
} from '@portal/contract';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useFilesSubmit } from '../../../lib/files';
import { useTranslation } from '../../../lib/i18n';
import { useSaveActv } from '../api/save-actv';
import type { TActvFormOutput } from './actv-form-schema';

type TActvSubmit = { values: TActvFormOutput; listedCount: number; removed: readonly TAtchFile[] };

/**
 * Saving an activity with its files (useFilesSubmit) after a confirm: the files go up into one
 * group (the activity's own on an edit), then the activity is saved with it. The answer says
 * which CRR points were credited now (spec §9: once per activity), which the writer is told.
 */
export function useActvSubmit(actv: TCrrActvView | undefined, onUploaded: (file: File, answer: TAtchFile) => void) {
  const { t } = useTranslation();
  const save = useSaveActv(actv?.crrActvId);
  const files = useFilesSubmit({
    removeType: 'typeCrrActv',
    target: { seqType: CRR_ACTV_SEQ_TYPE, seqId: actv ? String(actv.crrActvId) : undefined },
    initialGroup: actv?.atchFileModuleId,
    fileMaxCnt: CRR_ACTV_FILE_LIMITS.maxCount,
    save: (body: Omit<TCrrActvFormInput, 'atchFileModuleId'>, atchFileModuleId): Promise<TCrrActvSaveResponse> =>
      save.mutateAsync({ ...body, atchFileModuleId }),
    onUploaded,
  });

  async function submit({ values, listedCount, removed }: TActvSubmit): Promise<TCrrActvSaveResponse | undefined> {
    if (!(await showConfirm(t(actv ? 'crrActv.write.confirmEdit' : 'crrActv.write.confirm')))) return undefined;
    const { files: chosen, targetMode, atchFileModuleId: _group, ...body } = values;
    const saved = await files.submit({
      body: { ...body, stdntIds: body.actvSeCd === 'SCHL' && targetMode === 'SOME' ? body.stdntIds : [] },
      files: chosen,
      listedCount,
      removed,
    });
    await showAlert(saved.point > 0 ? t('crrActv.write.point', { point: saved.point }) : t(actv ? 'crrActv.write.doneEdit' : 'crrActv.write.done'));
    return saved;
  }

  return { submit, pending: files.sendingFiles || save.isPending };
}
