import type { TAdmCodeItem } from '@portal/contract';
import { Button, Card, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useChangeSortSeq } from '../api/change-sort-seq';
import { useDeleteCode } from '../api/delete-code';
import { useAdmCodeList } from '../api/get-adm-code-list';
import { CodeForm, type TCodeFormMode } from '../components/code-form';
import { CodeTree } from '../components/code-tree';
import { childrenByParent, descendantsOf, shift } from '../components/code-tree-data';
import { ReflectBar } from '../components/reflect-bar';
import '../../../components/admin/crud/admin-crud.css';
import '../adm-code.css';

type TPanel = 'edit' | 'newChild' | 'newGroup';

/** A code and the codes above it, for expanding the tree down to it. */
function pathTo(byId: ReadonlyMap<string, TAdmCodeItem>, comCdId: string): string[] {
  const out: string[] = [];
  for (let id: string | null = comCdId; id && out.length < 100; id = byId.get(id)?.upComCdId ?? null) out.unshift(id);
  return out;
}

/**
 * spec §2 admin code (classification management), §3 code item, §4 reflect, §8 code messages: the
 * groups and codes as a tree, the selected code's form, reordering by drag or by the up/down
 * buttons, and 'reflect to the user screen'.
 */
export function CodePage() {
  const { t } = useTranslation();
  const list = useAdmCodeList();
  const codes = list.data?.codeList;
  const children = useMemo(() => childrenByParent(codes ?? []), [codes]);
  const byId = useMemo(() => new Map((codes ?? []).map((code) => [code.comCdId, code])), [codes]);
  const [selectedId, setSelectedId] = useState<string>();
  const [panel, setPanel] = useState<TPanel>('edit');
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const sort = useChangeSortSeq();
  const remove = useDeleteCode();
  const selected = selectedId ? byId.get(selectedId) : undefined;

  function select(comCdId: string | undefined) {
    setSelectedId(comCdId);
    setPanel('edit');
    if (comCdId) setExpandedKeys((keys) => [...new Set([...keys, ...pathTo(byId, comCdId)])]);
  }

  function reorder(upComCdId: string | null, comCdIds: string[]) {
    sort.mutate({ upComCdId, comCdIds });
  }

  function move(code: TAdmCodeItem, by: -1 | 1) {
    const siblingIds = (children.get(code.upComCdId) ?? []).map((c) => c.comCdId);
    const next = shift(siblingIds, code.comCdId, by);
    if (next.join() !== siblingIds.join()) reorder(code.upComCdId, next);
  }

  /** spec §8: system codes cannot be deleted; children go only after 'all child codes will be deleted'. */
  async function onDelete(code: TAdmCodeItem) {
    const below = descendantsOf(children, code.comCdId);
    if ([code, ...below].some((c) => c.sysYn === 'Y')) return showAlert(t('code.cannotDelete'));
    const question = below.length ? t('code.confirmDeleteChildren') : `${code.comCdNm}\n${t('common.confirm.delete')}`;
    if (!(await showConfirm(question))) return;
    await remove.mutateAsync({ comCdId: code.comCdId, withChildren: below.length > 0 }).then(
      () => {
        setSelectedId(code.upComCdId ?? undefined);
        return showAlert(t('common.result.deleted'));
      },
      () => undefined,
    );
  }

  const mode: TCodeFormMode | undefined =
    panel === 'newGroup'
      ? { kind: 'newGroup' }
      : selected
        ? panel === 'newChild'
          ? { kind: 'newChild', parent: selected }
          : { kind: 'edit', code: selected }
        : undefined;
  const siblings = selected ? (children.get(selected.upComCdId) ?? []) : [];
  const position = selected ? siblings.findIndex((c) => c.comCdId === selected.comCdId) : -1;
  const panelTitle =
    mode?.kind === 'newGroup'
      ? t('admCode.newGroup')
      : mode?.kind === 'newChild'
        ? t('admCode.newChild', { parent: mode.parent.comCdNm })
        : selected
          ? t('admCode.editTitle', { name: selected.comCdNm })
          : t('admCode.title');

  return (
    <div className="adm-code">
      <h1 className="adm-page__title">{t('admCode.title')}</h1>
      <ReflectBar />
      <div className="adm-code__layout">
        <Card
          title={<h2 className="adm-code__heading">{t('admCode.treeTitle')}</h2>}
          extra={
            <Button onClick={() => setPanel('newGroup')} type="primary">
              {t('admCode.addGroup')}
            </Button>
          }
        >
          <p className="adm-code__hint">{t('admCode.dragHint')}</p>
          {codes ? (
            <CodeTree
              childrenOf={children}
              selectedId={selectedId}
              expandedKeys={expandedKeys}
              onExpand={setExpandedKeys}
              onSelect={(code) => select(code.comCdId)}
              onReorder={reorder}
            />
          ) : (
            <Spin />
          )}
        </Card>
        <Card title={<h2 className="adm-code__heading">{panelTitle}</h2>}>
          {selected && panel === 'edit' && (
            <Space wrap className="adm-code__actions">
              <Button onClick={() => setPanel('newChild')}>{t('admCode.addChild')}</Button>
              <Button
                disabled={position <= 0 || sort.isPending}
                aria-label={t('admCode.moveLabel', { name: selected.comCdNm, direction: t('admCode.moveUp') })}
                onClick={() => move(selected, -1)}
              >
                {t('admCode.moveUp')}
              </Button>
              <Button
                disabled={position < 0 || position >= siblings.length - 1 || sort.isPending}
                aria-label={t('admCode.moveLabel', { name: selected.comCdNm, direction: t('admCode.moveDown') })}
                onClick={() => move(selected, 1)}
              >
                {t('admCode.moveDown')}
              </Button>
              <Button danger onClick={() => void onDelete(selected)}>
                {t('admin.list.delete')}
              </Button>
            </Space>
          )}
          {mode ? (
            <CodeForm
              key={`${mode.kind}:${selected?.comCdId ?? ''}:${selected?.updatedAt ?? ''}`}
              mode={mode}
              onSaved={(code) => select(code.comCdId)}
              onCancel={() => setPanel('edit')}
            />
          ) : (
            <p>{t('admCode.selectHint')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
