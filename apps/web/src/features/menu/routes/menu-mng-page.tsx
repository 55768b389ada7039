import { MENU_MAX_LEVEL, MENU_REALM, type TMenuRealmCd } from '@portal/contract';
import { Alert, Button, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuTree } from '../api/get-menu-tree';
import { useMoveMenu, useSortMenus } from '../api/move-menu';
import { MenuForm } from '../components/menu-form';
import { MenuTreePanel } from '../components/menu-tree-panel';
import { subtreeOf, type TDropAction } from '../menu-tree-model';
import '../adm-menu.css';

type TEditing = { kind: 'edit'; menuId: string } | { kind: 'new'; upMenuId: string | null } | null;

/** One realm's tab: the tree with its buttons on one side, the selected menu's form on the other. */
function RealmMenus({ realmCd }: { realmCd: TMenuRealmCd }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TEditing>(null);
  const tree = useMenuTree(realmCd);
  const move = useMoveMenu();
  const sort = useSortMenus();
  const remove = useDeleteMenu();
  const list = tree.data?.menuList ?? [];
  const editable = tree.data?.editYn === 'Y';
  const selected = editing?.kind === 'edit' ? (list.find((m) => m.menuId === editing.menuId) ?? null) : null;
  const parentId = editing?.kind === 'new' ? editing.upMenuId : (selected?.upMenuId ?? null);
  const parent = list.find((m) => m.menuId === parentId) ?? null;
  const busy = move.isPending || sort.isPending || remove.isPending;

  async function onAction(action: TDropAction) {
    // a refusal was already shown by the API client's dialog
    await (action.kind === 'move' ? move.mutateAsync(action.body) : sort.mutateAsync(action.body)).catch(() => undefined);
  }

  async function onDelete() {
    if (!selected) return;
    const count = subtreeOf(list, selected.menuId).length - 1;
    const question =
      count > 0 ? t('admMenu.confirmDeleteWithChildren', { menuNm: selected.menuNm, count }) : t('admMenu.confirmDelete', { menuNm: selected.menuNm });
    if (!(await showConfirm(question))) return;
    await remove.mutateAsync(selected.menuId).then(
      () => {
        setEditing(null);
        return showAlert(t('common.result.deleted'));
      },
      () => undefined,
    );
  }

  if (tree.isPending) return <Spin />;
  return (
    <>
      {!editable && <Alert className="adm-page__notice" type="info" showIcon title={t('admMenu.readOnly')} />}
      <div className="adm-menu__layout">
        <section className="adm-menu__panel" aria-labelledby={`adm-menu-tree-${realmCd}`}>
          <h2 id={`adm-menu-tree-${realmCd}`} className="adm-menu__heading">
            {t('admMenu.treeTitle')}
          </h2>
          {editable && (
            <>
              <p className="adm-menu__help">{t('admMenu.treeHelp')}</p>
              <Space wrap className="adm-menu__toolbar">
                <Button type="primary" onClick={() => setEditing({ kind: 'new', upMenuId: null })}>
                  {t('admMenu.addTop')}
                </Button>
                <Button
                  disabled={!selected || selected.level >= MENU_MAX_LEVEL}
                  onClick={() => selected && setEditing({ kind: 'new', upMenuId: selected.menuId })}
                >
                  {t('admMenu.addChild')}
                </Button>
                <Button danger disabled={!selected || busy} onClick={() => void onDelete()}>
                  {t('admMenu.delete')}
                </Button>
              </Space>
            </>
          )}
          <MenuTreePanel
            list={list}
            editable={editable}
            selectedId={selected?.menuId ?? null}
            onSelect={(menuId) => setEditing(menuId ? { kind: 'edit', menuId } : null)}
            onAction={(action) => void onAction(action)}
            busy={busy}
          />
        </section>
        <div className="adm-menu__panel">
          {editing && (editing.kind === 'new' || selected) ? (
            <MenuForm
              key={selected ? `${selected.menuId}:${selected.updatedAt}` : `new:${parentId ?? ''}`}
              realmCd={realmCd}
              menu={selected}
              parent={parent}
              editable={editable}
              onSaved={(menu) => setEditing({ kind: 'edit', menuId: menu.menuId })}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <p className="adm-menu__empty">{t('admMenu.pick')}</p>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * spec §2 admin menu: the three-level menus of the user header and of this back office, one tab
 * each. Changes show in the header and the side menu at once (the queries are fetched again).
 */
export function MenuMngPage() {
  const { t } = useTranslation();
  const [realmCd, setRealmCd] = useState<TMenuRealmCd>('USER');
  return (
    <div className="adm-menu">
      <h1 className="adm-page__title">{t('admMenu.title')}</h1>
      <Tabs
        activeKey={realmCd}
        onChange={(key) => setRealmCd(key as TMenuRealmCd)}
        destroyOnHidden
        items={(Object.keys(MENU_REALM) as TMenuRealmCd[]).map((key) => ({
          key,
          label: t(`admMenu.realm.${key}`),
          children: <RealmMenus realmCd={key} />,
        }))}
      />
    </div>
  );
}
