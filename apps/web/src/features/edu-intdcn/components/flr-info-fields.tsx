import { INTDCN_LIMITS, INTDCN_MESSAGES } from '@portal/contract';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { maxRule, requiredRule } from '../../../components/admin/crud';

const NAME = ['extra', 'floors'];

/** FLR_INFO: the floors in order (top floor first), each a name and what is on it. */
export function FlrInfoFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // watched, so each card's title and button names follow the floor name as it is typed
  const floors = Form.useWatch(NAME, form) as { flrNm?: string }[] | undefined;
  return (
    <Form.Item label={t('admEduIntdcn.floors')} extra={t('admEduIntdcn.floorsHelp')}>
      <Form.List
        name={NAME}
        rules={[
          {
            validator: async (_, floors: unknown[] | undefined) => {
              if ((floors?.length ?? 0) > INTDCN_LIMITS.floors) throw new Error(INTDCN_MESSAGES.floorsCount(INTDCN_LIMITS.floors));
            },
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <Space orientation="vertical" className="adm-intdcn__floors">
            {fields.map((field, index) => {
              const name = floors?.[field.name]?.flrNm?.trim() || t('admEduIntdcn.floorN', { n: index + 1 });
              return (
                <Card key={field.key} size="small" title={name}>
                  <Form.Item label={t('admEduIntdcn.flrNm')} name={[field.name, 'flrNm']} rules={[requiredRule, maxRule(INTDCN_LIMITS.flrNm)]}>
                    <Input maxLength={INTDCN_LIMITS.flrNm} />
                  </Form.Item>
                  <Form.Item label={t('admEduIntdcn.flrExpln')} name={[field.name, 'expln']} rules={[maxRule(INTDCN_LIMITS.flrExpln)]}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={INTDCN_LIMITS.flrExpln} />
                  </Form.Item>
                  <Space wrap>
                    <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      {t('admEduIntdcn.moveUp', { name })}
                    </Button>
                    <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      {t('admEduIntdcn.moveDown', { name })}
                    </Button>
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      {t('admEduIntdcn.removeFloor', { name })}
                    </Button>
                  </Space>
                </Card>
              );
            })}
            <Button onClick={() => add({ flrNm: '', expln: '' })} disabled={fields.length >= INTDCN_LIMITS.floors}>
              {t('admEduIntdcn.addFloor')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
