import { isHttpUrl, MNEXHL_FILE_LIMITS, MNEXHL_LIMITS, type TAtchFile, VALIDATION_MESSAGES } from '@portal/contract';
import { Button, Form, type FormInstance, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { applyServerFieldErrors, checkRule, maxRule, SortSeqField, YnRadioField } from '../../../components/admin/crud';
import { FormFilesField, type TFormFiles, useFormFiles } from '../../../components/admin/form-files';
import { AdminImageField } from '../../../components/admin/image-field';
import { useRefreshHalls } from './use-hall-mutations';

type THallCommonFieldsProps = {
  /** the upload type of the hall's image */
  imageSeqType: 'bmnexhlImage' | 'smnexhlImage';
  /** the hall being edited: its image */
  item?: { imageFileId: number | null; imagePath: string | null };
};

/**
 * The fields every hall has at its end: the image (uploaded, with its alt text, required with an
 * image), link, order, use flag; the server checks them again.
 */
export function HallCommonFields({ imageSeqType, item }: THallCommonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminImageField
        seqType={imageSeqType}
        label={t('admMnexhl.image.image')}
        fileName="imageFileId"
        altName="imageAlt"
        altLabel={t('admMnexhl.image.imageAlt')}
        altExtra={t('admMnexhl.image.imageAltHelp')}
        altMaxLength={MNEXHL_LIMITS.imageAlt}
        saved={item ? { fileId: item.imageFileId, path: item.imagePath } : null}
      />
      <Form.Item
        label={t('admMnexhl.linkUrl')}
        name="linkUrl"
        extra={t('admMnexhl.linkUrlHelp')}
        validateTrigger="onBlur"
        rules={[
          maxRule(MNEXHL_LIMITS.linkUrl),
          checkRule<string | undefined>((v) => (!v?.trim() || isHttpUrl(v.trim()) ? undefined : VALIDATION_MESSAGES.url())),
        ]}
      >
        <Input maxLength={MNEXHL_LIMITS.linkUrl} placeholder="https://" inputMode="url" spellCheck={false} />
      </Form.Item>
      <SortSeqField extra={t('admMnexhl.sortSeqHelp')} max={MNEXHL_LIMITS.sortSeq} />
      <YnRadioField texts={{ Y: t('admMnexhl.use.Y'), N: t('admMnexhl.use.N') }} />
    </>
  );
}

type THallFormProps<TValues> = {
  name: string;
  form: FormInstance<TValues>;
  initialValues: Partial<TValues>;
  onSubmit: (values: TValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
};

/**
 * The full-page form of the write and update pages: the first invalid field takes the focus
 * (spec §5) and the server's field errors show under their fields.
 */
export function HallForm<TValues>({ name, form, initialValues, onSubmit, onCancel, saving, children }: THallFormProps<TValues>) {
  const { t } = useTranslation();
  return (
    <Form<TValues>
      form={form}
      name={name}
      layout="vertical"
      className="adm-mnexhl__form"
      initialValues={initialValues as never}
      scrollToFirstError={{ focus: true }}
      onFinish={(values) => onSubmit(values).catch((error: unknown) => applyServerFieldErrors(form, error))}
    >
      {children}
      <Space className="adm-mnexhl__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.list.save')}
        </Button>
        <Button onClick={onCancel}>{t('admin.list.cancel')}</Button>
      </Space>
    </Form>
  );
}

type THallSeqType = 'bmnexhl' | 'smnexhl';

const REMOVE_TYPE = { bmnexhl: 'typeBmnexhlMng', smnexhl: 'typeSmnexhlMng' } as const;

const TEXT_KEY = 'admMnexhl.atchFile';

type THallFilesInit = {
  seqType: THallSeqType;
  /** the hall being edited; absent on the write page */
  hallId?: number;
  /** the hall's upload group, when it has one */
  fileModuleId: string | null;
  files: readonly TAtchFile[];
};

/** A hall form's attachments (the admin form files): a removal reads the hall lists again. */
export function useHallFiles({ seqType, hallId, fileModuleId, files }: THallFilesInit) {
  const refresh = useRefreshHalls();
  return useFormFiles({ seqType, seqId: hallId, fileModuleId, files, removeType: REMOVE_TYPE[seqType], textKey: TEXT_KEY, onRemoved: refresh });
}

/** The form's '첨부파일' part with the hall limits. */
export function HallFilesField({ files }: { files: TFormFiles }) {
  return (
    <FormFilesField files={files} limits={MNEXHL_FILE_LIMITS} textKey={TEXT_KEY} classNames={{ fieldset: 'adm-mnexhl__files', help: 'adm-mnexhl__help' }} />
  );
}
