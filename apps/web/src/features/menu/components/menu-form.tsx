import { ADM_ROLE, checkMenuUrl, MENU_MNG_MESSAGES, type TMenuMngItem, type TMenuRealmCd, type TYn, USER_MENU_AUTHRTS } from '@portal/contract';
import { Button, Checkbox, Descriptions, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { applyServerFieldErrors, checkRule, maxRule, requiredRule, useConfirmSave, yesNoTexts, YnRadioField } from '../../../components/admin/crud';
import { showAlert } from '../../../components/modal/modal-store';
import { useSaveMenu } from '../api/save-menu';
import { authrtLabel } from '../menu-tree-model';

type TValues = {
  menuNm: string;
  menuUrl: string;
  menuExpln: string;
  trgtTypeCd: '' | 'B';
  authrtAll: boolean;
  mbrTypeAuthrts: string[];
  lgnNeedYn: TYn;
  useYn: TYn;
};

type TMenuFormProps = {
  realmCd: TMenuRealmCd;
  /** the menu being edited, or null for a new one under `parent` */
  menu: TMenuMngItem | null;
  parent: TMenuMngItem | null;
  editable: boolean;
  onSaved: (menu: TMenuMngItem) => void;
  onCancel: () => void;
};

const authrtOptions = (realmCd: TMenuRealmCd) =>
  (realmCd === 'ADMIN' ? Object.keys(ADM_ROLE) : USER_MENU_AUTHRTS).map((code) => ({ value: code, label: authrtLabel(realmCd, code) }));

function initialValues(menu: TMenuMngItem | null, parent: TMenuMngItem | null): TValues {
  // a new menu starts with its parent's audience and login rule
  const authrts = menu ? menu.mbrTypeAuthrts : (parent?.mbrTypeAuthrts ?? null);
  return {
    menuNm: menu?.menuNm ?? '',
    menuUrl: menu?.menuUrl ?? '',
    menuExpln: menu?.menuExpln ?? '',
    trgtTypeCd: menu?.trgtTypeCd === 'B' ? 'B' : '',
    authrtAll: authrts === null,
    mbrTypeAuthrts: authrts ?? [],
    lgnNeedYn: menu?.lgnNeedYn ?? parent?.lgnNeedYn ?? 'N',
    useYn: menu?.useYn ?? 'Y',
  };
}

/**
 * The selected menu's form (spec §3 menu item): name, URL (SECURITY 5 rules, the server's too),
 * description, window, who may run it (acsAuthrt per member type or admin role), login, use flag.
 * Id, parent and level are shown, not edited: the level follows the place in the tree.
 */
export function MenuForm({ realmCd, menu, parent, editable, onSaved, onCancel }: TMenuFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const save = useSaveMenu();
  const confirmSave = useConfirmSave();
  const authrtAll = Form.useWatch('authrtAll', form);
  const name = `menuForm_${menu?.menuId ?? 'new'}`;

  async function onFinish(values: TValues) {
    if (!(await confirmSave())) return;
    const fields = {
      realmCd,
      menuNm: values.menuNm,
      menuUrl: values.menuUrl ?? '',
      menuExpln: values.menuExpln ?? '',
      trgtTypeCd: values.trgtTypeCd || null,
      mbrTypeAuthrts: values.authrtAll ? null : values.mbrTypeAuthrts,
      lgnNeedYn: realmCd === 'ADMIN' ? 'Y' : values.lgnNeedYn,
      useYn: values.useYn,
    } as const;
    try {
      const saved = await save.mutateAsync(menu ? { menuId: menu.menuId, body: fields } : { body: { ...fields, upMenuId: parent?.menuId ?? null } });
      void showAlert(t('common.result.saved'));
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  const level = menu?.level ?? (parent?.level ?? 0) + 1;
  const upMenuNm = parent?.menuNm ?? t('admMenu.topLevel');
  return (
    <section className="adm-menu__form" aria-labelledby={`${name}_title`}>
      <h2 id={`${name}_title`} className="adm-menu__heading">
        {menu ? t('admMenu.formTitleEdit') : t('admMenu.formTitleNew')}
      </h2>
      <Descriptions size="small" column={1} bordered className="adm-menu__facts">
        {menu && <Descriptions.Item label={t('admMenu.field.menuId')}>{menu.menuId}</Descriptions.Item>}
        <Descriptions.Item label={t('admMenu.field.upMenu')}>{upMenuNm}</Descriptions.Item>
        <Descriptions.Item label={t('admMenu.field.level')}>{t('admMenu.field.levelValue', { level })}</Descriptions.Item>
      </Descriptions>
      <Form<TValues>
        form={form}
        name={name}
        layout="vertical"
        disabled={!editable}
        initialValues={initialValues(menu, parent)}
        onFinish={(values) => void onFinish(values)}
        scrollToFirstError={{ focus: true }}
      >
        <Form.Item label={t('admMenu.field.menuNm')} name="menuNm" rules={[requiredRule, maxRule(50)]}>
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          label={t('admMenu.field.menuUrl')}
          name="menuUrl"
          extra={realmCd === 'ADMIN' ? t('admMenu.field.menuUrlHelpAdmin') : t('admMenu.field.menuUrlHelp')}
          dependencies={['trgtTypeCd']}
          rules={[
            maxRule(300),
            ({ getFieldValue }) => checkRule<string | undefined>((value) => checkMenuUrl(realmCd, value, getFieldValue('trgtTypeCd') as string)),
          ]}
        >
          <Input maxLength={300} inputMode="url" />
        </Form.Item>
        {realmCd === 'USER' && (
          <Form.Item label={t('admMenu.field.trgtTypeCd')} name="trgtTypeCd">
            <Radio.Group
              options={[
                { value: '', label: t('admMenu.field.trgtSelf') },
                { value: 'B', label: t('admMenu.field.trgtBlank') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label={t('admMenu.field.menuExpln')} name="menuExpln" rules={[maxRule(200)]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <fieldset className="adm-menu__fieldset">
          <legend className="adm-menu__legend">{t('admMenu.field.authrt')}</legend>
          <Form.Item name="authrtAll" valuePropName="checked" noStyle>
            <Checkbox>{realmCd === 'ADMIN' ? t('admMenu.field.authrtAllAdmin') : t('admMenu.field.authrtAll')}</Checkbox>
          </Form.Item>
          <Form.Item
            name="mbrTypeAuthrts"
            dependencies={['authrtAll']}
            rules={[
              ({ getFieldValue }) =>
                checkRule<string[] | undefined>((value) =>
                  getFieldValue('authrtAll') || (value?.length ?? 0) > 0 ? undefined : MENU_MNG_MESSAGES.authrtRequired,
                ),
            ]}
          >
            <Checkbox.Group options={authrtOptions(realmCd)} disabled={!editable || authrtAll} className="adm-menu__authrts" />
          </Form.Item>
        </fieldset>
        {realmCd === 'USER' && <YnRadioField name="lgnNeedYn" label={t('admMenu.field.lgnNeedYn')} texts={yesNoTexts(t)} />}
        <YnRadioField label={t('admMenu.field.useYn')} />
        {editable && (
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('admin.list.save')}
            </Button>
            {!menu && <Button onClick={onCancel}>{t('admin.list.cancel')}</Button>}
          </Space>
        )}
      </Form>
    </section>
  );
}
