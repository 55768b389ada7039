import type { TMenuMngItem } from '@portal/contract';
import { Button, Select, Space, Tag, Tree, type TreeProps } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authrtLabel, childrenOf, dropAction, moveTargets, stepAction, type TDropAction, type TMenuNodeData, toTreeData } from '../menu-tree-model';

type TMenuTreePanelProps = {
  list: readonly TMenuMngItem[];
  editable: boolean;
  selectedId: string | null;
  onSelect: (menuId: string | null) => void;
  onAction: (action: TDropAction) => void;
  busy: boolean;
};

const TOP = '__top__';

/** Up, down and 'move to' for the selected menu: the keyboard's way of doing what dragging does. */
function KeyboardMoves({
  list,
  menu,
  onAction,
  busy,
}: {
  list: readonly TMenuMngItem[];
  menu: TMenuMngItem;
  onAction: (a: TDropAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | undefined>(undefined);
  const targets = useMemo(() => moveTargets(list, menu.menuId), [list, menu.menuId]);
  const up = stepAction(list, menu.menuId, -1);
  const down = stepAction(list, menu.menuId, 1);
  const move = () => {
    if (target === undefined) return;
    const upMenuId = target === TOP ? null : target;
    onAction({ kind: 'move', body: { menuId: menu.menuId, upMenuId, position: childrenOf(list, upMenuId).length } });
    setTarget(undefined);
  };
  return (
    <Space wrap className="adm-menu__moves">
      <Button size="small" disabled={!up || busy} onClick={() => up && onAction(up)} aria-label={`${menu.menuNm} ${t('admMenu.up')}`}>
        {t('admMenu.up')}
      </Button>
      <Button size="small" disabled={!down || busy} onClick={() => down && onAction(down)} aria-label={`${menu.menuNm} ${t('admMenu.down')}`}>
        {t('admMenu.down')}
      </Button>
      <Select<string>
        size="small"
        aria-label={t('admMenu.moveTo')}
        placeholder={t('admMenu.moveTo')}
        value={target}
        onChange={setTarget}
        options={targets.map((o) => ({ value: o.upMenuId ?? TOP, label: o.upMenuId ? o.path : t('admMenu.topLevel') }))}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
      <Button size="small" disabled={target === undefined || busy} onClick={move}>
        {t('admMenu.move')}
      </Button>
    </Space>
  );
}

/**
 * The realm's menu tree (antd Tree, spec §3 levels 1 to 3): select a menu to edit it; drag it into a
 * menu (first child) or before or after one. A drop past level 3 or into its own subtree is not
 * offered; within one parent the drop is a new order (sort), elsewhere a move.
 */
export function MenuTreePanel({ list, editable, selectedId, onSelect, onAction, busy }: TMenuTreePanelProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toTreeData(list), [list]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const selected = list.find((m) => m.menuId === selectedId) ?? null;

  const allowDrop: TreeProps<TMenuNodeData>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropAction(list, dragNode.key, dropNode.key, dropPosition) !== null;

  const onDrop: TreeProps<TMenuNodeData>['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const side = !info.dropToGap ? 0 : relative < 0 ? -1 : 1;
    const action = dropAction(list, String(info.dragNode.key), String(info.node.key), side);
    if (action) onAction(action);
  };

  if (list.length === 0) return <p className="adm-menu__empty">{t('admMenu.empty')}</p>;
  return (
    <>
      <Tree<TMenuNodeData>
        className="adm-menu__tree"
        treeData={treeData}
        blockNode
        draggable={editable && !busy ? { icon: false } : false}
        allowDrop={allowDrop}
        onDrop={onDrop}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(keys) => onSelect(keys.length > 0 ? String(keys[0]) : null)}
        expandedKeys={expanded ?? list.filter((m) => m.level < 3).map((m) => m.menuId)}
        onExpand={(keys) => setExpanded(keys)}
        titleRender={(node) => (
          <span className={node.menu.useYn === 'N' ? 'adm-menu__node adm-menu__node--off' : 'adm-menu__node'}>
            {node.menu.menuNm}
            {node.menu.useYn === 'N' && <Tag className="adm-menu__tag">{t('admMenu.off')}</Tag>}
            {node.menu.mbrTypeAuthrts && (
              <Tag className="adm-menu__tag" color="blue">
                {node.menu.mbrTypeAuthrts.map((code) => authrtLabel(node.menu.realmCd, code)).join(', ')}
              </Tag>
            )}
          </span>
        )}
      />
      {editable && selected && <KeyboardMoves key={selected.menuId} list={list} menu={selected} onAction={onAction} busy={busy} />}
    </>
  );
}
