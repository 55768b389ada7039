import { parseSeoulDateTime, POSTING_MESSAGES, ZLinkUrl, ZSeoulDateTime } from '@portal/contract';
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { checkRule, zodRule } from './form-rules';

/** The postings (banner, popup): each names the shared fields in its own texts. */
type TPostingTexts = { textKey: 'admBanner' | 'admPopup' };

/** A posting's period: Seoul wall-clock start and end (datetime-local), the end after the start. */
export function PostingPeriodFields({ textKey }: TPostingTexts) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const endAfterStart = checkRule((value) => {
    const start = parseSeoulDateTime(String(form.getFieldValue('bgngDt') ?? ''));
    const end = parseSeoulDateTime(String(value ?? ''));
    return start && end && end <= start ? POSTING_MESSAGES.periodOrder : undefined;
  });
  return (
    <Space wrap align="start">
      <Form.Item label={t(`${textKey}.bgngDt`)} name="bgngDt" required extra={t(`${textKey}.periodHelp`)} rules={[zodRule(ZSeoulDateTime)]}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item label={t(`${textKey}.endDt`)} name="endDt" required dependencies={['bgngDt']} rules={[zodRule(ZSeoulDateTime), endAfterStart]}>
        <Input type="datetime-local" />
      </Form.Item>
    </Space>
  );
}

/** A posting's link: an http(s) address (SECURITY 5), opened in this window or a new one ('B'). */
export function PostingLinkFields({ textKey }: TPostingTexts) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t(`${textKey}.linkUrl`)} name="linkUrl" extra={t(`${textKey}.linkHelp`)} validateTrigger="onBlur" rules={[zodRule(ZLinkUrl)]}>
        <Input maxLength={500} type="url" spellCheck={false} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t(`${textKey}.trgtTypeCd`)} name="trgtTypeCd">
        <Radio.Group
          options={[
            { value: '', label: t(`${textKey}.sameWindow`) },
            { value: 'B', label: t(`${textKey}.newWindow`) },
          ]}
        />
      </Form.Item>
    </>
  );
}
