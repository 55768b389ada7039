import { isHttpUrl, MNEXHL_LIMITS, MNEXHL_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { Button, Form, type FormInstance, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  applyServerFieldErrors,
  checkRule,
  ImagePathFields,
  maxRule,
  requiredWithRule,
  siteImageRule,
  SortSeqField,
  YnRadioField,
} from '../../../components/admin/crud';

/**
 * The fields every hall has at its end: the image (a path of this site until uploads arrive, and its
 * alt text, required with an image), link, order, use flag; the server checks them again.
 */
export function HallCommonFields() {
  const { t } = useTranslation();
  return (
    <>
      <ImagePathFields
        path={{
          name: 'imagePath',
          label: t('admMnexhl.image.imagePath'),
          extra: t('admMnexhl.image.imagePathHelp'),
          rules: [maxRule(MNEXHL_LIMITS.imagePath), siteImageRule(MNEXHL_MESSAGES.imagePath)],
          maxLength: MNEXHL_LIMITS.imagePath,
          placeholder: '/images/mnexhl/hall.svg',
        }}
        alt={{
          name: 'imageAlt',
          label: t('admMnexhl.image.imageAlt'),
          extra: t('admMnexhl.image.imageAltHelp'),
          rules: [maxRule(MNEXHL_LIMITS.imageAlt), requiredWithRule('imagePath', MNEXHL_MESSAGES.imageAltRequired)],
          maxLength: MNEXHL_LIMITS.imageAlt,
        }}
        caption={t('admMnexhl.image.preview')}
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
