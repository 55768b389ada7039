import { ADMIN_IMAGE_LIMITS, ADMIN_IMAGE_MESSAGES, type TFileSeqType } from '@portal/contract';
import { Form, Input } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { checkRule, maxRule } from '../crud/form-rules';
import { ImageUpload } from './image-upload';
import './admin-image-field.css';
import '../../attachment/file-catalogue';

type TAdminImageFieldProps = {
  /** the owner type the upload goes to (the record's files rules) */
  seqType: TFileSeqType;
  label: string;
  /** the form's names of the file id and of the alternative text (imageFileId/imageAlt, coverFileId/coverAlt ...) */
  fileName: string;
  altName: string;
  altMaxLength: number;
  /** the record cannot be saved without an image */
  required?: boolean;
  /** the saved image: its file id (the form's initial value) and displayImage path */
  saved: { fileId: number | null; path: string | null } | null;
  altLabel?: string;
  altExtra?: ReactNode;
};

/**
 * The image of an admin form (banner, popup, book cover, hall, site and institution logo, centre page): upload with a preview,
 * replace and remove, images only within ADMIN_IMAGE_LIMITS, and the alternative text an image
 * requires (KWCAG); the server checks both again when the record is saved.
 */
export function AdminImageField({ seqType, label, fileName, altName, altMaxLength, required = false, saved, altLabel, altExtra }: TAdminImageFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const fileId = Form.useWatch<number | null | undefined>(fileName, form);
  const alt = Form.useWatch<string | undefined>(altName, form);
  const hasImage = fileId !== null && fileId !== undefined;

  const imageRule: RuleObject = checkRule<number | null | undefined>((value) =>
    required && (value === null || value === undefined) ? ADMIN_IMAGE_MESSAGES.required : undefined,
  );
  // read at validation time, so a save right after an upload checks against the new image
  const altRule: Rule = ({ getFieldValue }) =>
    checkRule<string | undefined>((value) => (getFieldValue(fileName) != null && !value?.trim() ? ADMIN_IMAGE_MESSAGES.altRequired : undefined));
  const hint = t('admImage.hint', { extensions: ADMIN_IMAGE_LIMITS.extensions.join(', '), maxSize: ADMIN_IMAGE_LIMITS.maxSizeMb });

  return (
    <div className="adm-image-field">
      <Form.Item label={label} name={fileName} required={required} extra={hint} rules={[imageRule]}>
        <ImageUpload
          seqType={seqType}
          label={label}
          previewAlt={alt?.trim() ?? ''}
          saved={saved?.fileId && saved.path ? { fileId: saved.fileId, path: saved.path } : null}
        />
      </Form.Item>
      <Form.Item
        label={altLabel ?? t('admImage.alt')}
        name={altName}
        required={hasImage}
        extra={altExtra ?? t('admImage.altHelp')}
        dependencies={[fileName]}
        rules={[altRule, maxRule(altMaxLength)]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={altMaxLength} showCount />
      </Form.Item>
    </div>
  );
}
