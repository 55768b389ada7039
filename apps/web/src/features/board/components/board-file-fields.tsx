import { BOARD_LIMITS as L, FILE_EXTENSIONS_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT, type TYn, ZBoardSave } from '@portal/contract';
import { Checkbox, Form, InputNumber, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { YnSwitchField, zodRule } from '../../../components/admin/crud';

const field = ZBoardSave.shape;
// the defaults are the whole choice: a board can only narrow them (the server refuses others)
const extensionOptions = FILE_EXTENSIONS_DEFAULT.map((ext) => ({ value: ext, label: ext }));

/**
 * A board's attachment rules: on/off, count, size per file and the allowed extensions. Switched
 * off, the limits are hidden but stay in the form, so the saved body keeps them whole.
 */
export function BoardFileFields() {
  const { t } = useTranslation();
  const on = Form.useWatch<TYn | undefined>('atchFileYn') === 'Y';
  return (
    <fieldset className="adm-board__group">
      <legend>{t('admBoard.files')}</legend>
      <YnSwitchField name="atchFileYn" label={t('admBoard.atchFileYn')} />
      <div hidden={!on}>
        <Space wrap align="start">
          <Form.Item label={t('admBoard.atchFileCnt')} name="atchFileCnt" required rules={[zodRule(field.atchFileCnt)]}>
            <InputNumber min={0} max={L.atchFileCnt} precision={0} />
          </Form.Item>
          <Form.Item label={t('admBoard.atchFileSzMb')} name="atchFileSzMb" required rules={[zodRule(field.atchFileSzMb)]}>
            <InputNumber min={1} max={FILE_MAX_SIZE_MB_DEFAULT} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item label={t('admBoard.atchFileExtns')} name="atchFileExtns" extra={t('admBoard.atchFileExtnsHelp')} rules={[zodRule(field.atchFileExtns)]}>
          <Checkbox.Group options={extensionOptions} role="group" aria-label={t('admBoard.atchFileExtns')} />
        </Form.Item>
      </div>
    </fieldset>
  );
}
