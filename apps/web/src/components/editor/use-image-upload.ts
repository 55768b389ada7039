import { FILE_IMAGE_EXTENSIONS } from '@portal/contract';
import type { Editor } from '@tiptap/core';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { isApiError } from '../../lib/api';
import { uploadFile } from '../../lib/files';
import { checkChosenFiles } from '../attachment/attachment-rules';
import { showAlert } from '../modal/modal-store';
import type { TEditorPromptRequest } from './editor-prompt';
import { altFromFileName } from './editor-rules';
import { trackRange } from './track-range';
import '../attachment/file-catalogue';

type TAsk = (request: TEditorPromptRequest) => Promise<string | undefined>;

/**
 * Image insertion (spec §5, §7, §8): the attachment rules check the file (one image, size,
 * gif/png/jpg/jpeg), the user confirms the text alternative (KWCAG), then the file is uploaded
 * as an editor file and its uploadPath goes into the body where the caret was. Nothing is
 * uploaded before the checks pass and the alt text is given.
 */
export function useImageUpload(editor: Editor, ask: TAsk, maxSizeMb: number) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const insertImages = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const refusal = checkChosenFiles(files, 0, { maxCount: 1, maxSizeMb, extensions: FILE_IMAGE_EXTENSIONS });
      if (refusal) {
        // the same dialog as AttachmentField: spec §8 message and the 'file upload error' title
        await showAlert(t(refusal.key, refusal.params), { title: t('file.warn.title') });
        return;
      }
      const [file] = files as [File];
      const place = trackRange(editor);
      try {
        const alt = await ask({
          title: t('editor.image.title'),
          label: t('editor.image.label'),
          hint: t('editor.image.hint'),
          initialValue: altFromFileName(file.name),
          validate: (value) => (value.trim() ? undefined : t('editor.image.required')),
        });
        if (alt === undefined) return;
        setUploading(true);
        const { uploadPath } = await uploadFile(file, { seqType: 'editor' });
        if (!uploadPath) throw new Error('fileUpload answered without uploadPath');
        if (editor.isDestroyed) return;
        editor
          .chain()
          .focus()
          .insertContentAt(place.range(), { type: 'image', attrs: { src: uploadPath, alt } })
          .run();
      } catch (error) {
        // a refused upload was already shown by the API client (spec §7); anything else is ours to show
        if (!isApiError(error)) await showAlert(t('common.error'));
      } finally {
        place.stop();
        setUploading(false);
      }
    },
    [editor, ask, maxSizeMb, t],
  );

  return { uploading, insertImages };
}
