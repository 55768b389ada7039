import type { TAtchFile, TCntstEntryBodyInput, TCntstMyEntry, TCntstPubView } from '@portal/contract';
import { useFilesSubmit } from '../../../lib/files';
import { useSaveEntry } from '../api/cntst-queries';

type TEntryBody = Omit<TCntstEntryBodyInput, 'atchFileModuleId'>;

/**
 * Saving an entry with its files (useFilesSubmit): they go up for the contest into one group (the
 * entry's own on an edit), and the contest's limit counts every file of the entry.
 */
export function useEntrySubmit(view: TCntstPubView, entry: TCntstMyEntry | undefined, onUploaded: (file: File, answer: TAtchFile) => void) {
  const save = useSaveEntry(view.cntstId, entry?.entryId);
  const { submit, sendingFiles } = useFilesSubmit({
    removeType: 'typeCntstEntry',
    target: { seqType: 'cntstEntry', seqId: String(view.cntstId) },
    initialGroup: entry?.atchFileModuleId,
    fileMaxCnt: view.entryForm.fileMaxCnt,
    save: (body: TEntryBody, atchFileModuleId): Promise<TCntstMyEntry> => save.mutateAsync({ ...body, atchFileModuleId }),
    onUploaded,
  });
  return { submit, pending: sendingFiles || save.isPending };
}
