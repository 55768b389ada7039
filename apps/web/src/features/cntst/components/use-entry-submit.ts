import type { TAtchFile, TCntstEntryBodyInput, TCntstMyEntry, TCntstPubView } from '@portal/contract';
import { useRef, useState } from 'react';
import { removeFiles, uploadInGroup } from '../../../lib/files';
import { useSaveEntry } from '../api/cntst-queries';

type TSubmit = {
  body: Omit<TCntstEntryBodyInput, 'atchFileModuleId'>;
  /** chosen, not uploaded yet */
  files: readonly File[];
  /** listed files the entrant keeps (saved ones and ones uploaded by an earlier try) */
  listedCount: number;
  /** listed files the entrant removed */
  removed: readonly TAtchFile[];
};

/**
 * Saving an entry with its files: each chosen file is uploaded for the contest into one group (the
 * entry's own on an edit) and becomes a listed file of the form, so a second try after a refused
 * save sends only the rest; then the entry is saved with that group, which claims them. Removed
 * files go after the save, so a refused save loses none, unless their places are needed first
 * (the contest's limit counts every file of the entry).
 */
export function useEntrySubmit(view: TCntstPubView, entry: TCntstMyEntry | undefined, onUploaded: (file: File, answer: TAtchFile) => void) {
  const save = useSaveEntry(view.cntstId, entry?.entryId);
  const group = useRef<string | undefined>(entry?.atchFileModuleId ?? undefined);
  const removedIds = useRef(new Set<number>());
  const [sendingFiles, setSendingFiles] = useState(false);

  async function remove(removed: readonly TAtchFile[]) {
    const toRemove = removed.filter((file) => !removedIds.current.has(file.fileId));
    if (toRemove.length === 0) return;
    await removeFiles(
      'typeCntstEntry',
      toRemove.map(({ fileId }) => ({ fileId })),
    );
    for (const { fileId } of toRemove) removedIds.current.add(fileId);
  }

  async function submit({ body, files, listedCount, removed }: TSubmit): Promise<TCntstMyEntry> {
    const stillThere = removed.filter((file) => !removedIds.current.has(file.fileId)).length;
    const roomFirst = listedCount + stillThere + files.length > view.entryForm.fileMaxCnt;
    setSendingFiles(true);
    try {
      if (roomFirst) await remove(removed);
      await uploadInGroup(files, { seqType: 'cntstEntry', seqId: String(view.cntstId), fileModuleId: group.current }, (file, answer) => {
        group.current = answer.fileModuleId;
        onUploaded(file, answer);
      });
    } finally {
      setSendingFiles(false);
    }
    const saved = await save.mutateAsync({ ...body, atchFileModuleId: group.current });
    await remove(removed);
    return saved;
  }

  return { submit, pending: sendingFiles || save.isPending };
}
