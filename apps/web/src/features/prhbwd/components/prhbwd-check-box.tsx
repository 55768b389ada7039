import { PRHBWD_LIMITS } from '@portal/contract';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePrhbwdCheck } from '../api/post-prhbwd-check';

/** The page's 'test a sentence' tool: which of the words in use a sentence would be refused for. */
export function PrhbwdCheckBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const check = usePrhbwdCheck();
  const result = check.data;

  return (
    <Card size="small" title={<h2 className="adm-prhbwd__check-title">{t('admPrhbwd.check.title')}</h2>} className="adm-page__notice">
      <label htmlFor={inputId}>{t('admPrhbwd.check.label')}</label>
      <Space.Compact block>
        <Input.TextArea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={PRHBWD_LIMITS.checkChars}
          autoSize={{ minRows: 2, maxRows: 6 }}
          aria-describedby={`${inputId}-help`}
        />
        <Button type="primary" loading={check.isPending} disabled={!text.trim()} onClick={() => check.mutate(text)}>
          {t('admPrhbwd.check.run')}
        </Button>
      </Space.Compact>
      <p id={`${inputId}-help`} className="adm-prhbwd__help">
        {t('admPrhbwd.check.help')}
      </p>
      <div role="status">
        {result && (
          <Alert
            type={result.matchedWords.length > 0 ? 'warning' : 'success'}
            showIcon
            title={result.matchedWords.length > 0 ? t('admPrhbwd.check.found', { words: result.matchedWords.join(', ') }) : t('admPrhbwd.check.none')}
            description={t('admPrhbwd.check.normalized', { text: result.normalizedText })}
          />
        )}
      </div>
    </Card>
  );
}
