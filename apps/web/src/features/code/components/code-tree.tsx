import type { TAdmCodeItem } from '@portal/contract';
import { Empty, Input, Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { buildCodeTree, reorder, type TCodeNode } from './code-tree-data';

type TTreeNode = TreeDataNode & { key: string; code: TAdmCodeItem; title: ReactNode; children: TTreeNode[] };

type TCodeTreeProps = {
  childrenOf: ReadonlyMap<string | null, TAdmCodeItem[]>;
  selectedId: string | undefined;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  onSelect: (code: TAdmCodeItem) => void;
  /** the parent's children in their new order (POST changeSortSeq) */
  onReorder: (upComCdId: string | null, comCdIds: string[]) => void;
};

/** A node's title: name, code, and tags for system and unused codes (unused ones are dimmed). */
function toTreeNode({ key, code, children: below }: TCodeNode, t: TFunction): TTreeNode {
  return {
    key,
    code,
    title: (
      <span className={code.useYn === 'N' ? 'adm-code__node adm-code__node--off' : 'adm-code__node'}>
        <span>{code.comCdNm}</span> <code>{code.comCd}</code>
        {code.sysYn === 'Y' && <Tag className="adm-code__tag">{t('admCode.system')}</Tag>}
        {code.useYn === 'N' && <Tag className="adm-code__tag">{t('admCode.unused')}</Tag>}
      </span>
    ),
    children: below.map((node) => toTreeNode(node, t)),
  };
}

/** The groups and their codes; a search word filters the tree, dragging reorders siblings of one parent. */
export function CodeTree({ childrenOf, selectedId, expandedKeys, onExpand, onSelect, onReorder }: TCodeTreeProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { nodes, expandKeys } = useMemo(() => buildCodeTree(childrenOf, search), [childrenOf, search]);
  const searching = search.trim() !== '';

  const treeData = useMemo(() => nodes.map((node) => toTreeNode(node, t)), [nodes, t]);

  // Only among the siblings of one parent: before or after another child, never into a node.
  const allowDrop: TreeProps<TTreeNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 && dragNode.code.upComCdId === dropNode.code.upComCdId;

  const onDrop: TreeProps<TTreeNode>['onDrop'] = (info) => {
    const moving = info.dragNode.code;
    const target = info.node.code;
    const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    if (!info.dropToGap || moving.upComCdId !== target.upComCdId || moving.comCdId === target.comCdId) return;
    const siblingIds = (childrenOf.get(moving.upComCdId) ?? []).map((c) => c.comCdId);
    onReorder(moving.upComCdId, reorder(siblingIds, moving.comCdId, target.comCdId, relative > 0));
  };

  return (
    <div className="adm-code__tree">
      <Input.Search
        aria-label={t('admCode.search')}
        placeholder={t('admCode.searchPlaceholder')}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="adm-code__search"
      />
      {treeData.length === 0 ? (
        <Empty description={t('admCode.noMatch')} />
      ) : (
        <Tree<TTreeNode>
          treeData={treeData}
          blockNode
          showLine
          draggable={searching ? false : { icon: false }}
          allowDrop={allowDrop}
          onDrop={onDrop}
          selectedKeys={selectedId ? [selectedId] : []}
          expandedKeys={searching ? expandKeys : expandedKeys}
          onExpand={(keys: Key[]) => !searching && onExpand(keys.map(String))}
          onSelect={(_, { node }) => onSelect(node.code)}
        />
      )}
    </div>
  );
}
