import { SRVY_QSTN_TYPES, type TSrvyDef } from '@portal/contract';
import { Button, Input, Space } from 'antd';
import { useTranslation } from '../../../../../lib/i18n';
import { type TReorderDir, useReorderFocus } from '../../../../../lib/use-reorder-focus';
import {
  addPage,
  addQstn,
  changeType,
  movePage,
  moveQstn,
  QSTN_TYPES,
  qstnCount,
  qstnNumbers,
  removePage,
  removeQstn,
  updatePage,
  updateQstn,
} from '../def-ops';
import { Labeled } from './labeled';
import { QstnCard } from './qstn-card';

type TDefEditorProps = {
  def: TSrvyDef;
  onChange: (def: TSrvyDef) => void;
  /** the survey has responses: only texts change (structure controls are disabled) */
  locked: boolean;
};

/** The question editor: pages of questions, each added by type, moved by buttons (keyboard), removed. */
export function DefEditor({ def, onChange, locked }: TDefEditorProps) {
  const { t } = useTranslation();
  const numbers = qstnNumbers(def);
  const pageCount = def.pages.length;
  const { listRef, track, said, buttonKey } = useReorderFocus<HTMLDivElement>();
  const move = (index: number, dir: TReorderDir) => {
    const page = def.pages[index]!;
    onChange(movePage(def, index, dir === 'up' ? -1 : 1));
    const no = dir === 'up' ? index : index + 2;
    track(`page:${page.pageId}`, dir, t('admSrvy.def.moved', { name: page.pageTtl || t('admSrvy.def.pageN', { n: index + 1 }), no }));
  };
  return (
    <div className="srvy-adm__def" ref={listRef}>
      <p className="srvy-adm__count">{t('admSrvy.def.summary', { pages: pageCount, count: qstnCount(def) })}</p>
      {def.pages.map((page, p) => {
        const pageName = t('admSrvy.def.pageN', { n: p + 1 });
        return (
          <section key={page.pageId} className="srvy-adm__page" aria-label={pageName}>
            <div className="srvy-adm__page-head">
              <h3>{pageName}</h3>
              <Space wrap>
                <Button
                  size="small"
                  disabled={locked || p === 0}
                  {...buttonKey(`page:${page.pageId}`)}
                  onClick={() => move(p, 'up')}
                  aria-label={t('admSrvy.def.up', { name: pageName })}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={locked || p === pageCount - 1}
                  {...buttonKey(`page:${page.pageId}`)}
                  onClick={() => move(p, 'down')}
                  aria-label={t('admSrvy.def.down', { name: pageName })}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={locked || pageCount <= 1}
                  onClick={() => onChange(removePage(def, p))}
                  aria-label={t('admSrvy.def.remove', { name: pageName })}
                >
                  {t('admSrvy.def.removeShort')}
                </Button>
              </Space>
            </div>
            <Labeled label={t('admSrvy.def.pageTtl', { name: pageName })} wide>
              {(id) => (
                <Input
                  id={id}
                  value={page.pageTtl ?? ''}
                  maxLength={200}
                  onChange={(event) => onChange(updatePage(def, p, { pageTtl: event.target.value || undefined }))}
                />
              )}
            </Labeled>
            {page.qstns.length === 0 && <p className="srvy-adm__hint">{t('admSrvy.def.emptyPage')}</p>}
            {page.qstns.map((qstn, q) => (
              <QstnCard
                key={qstn.qstnId}
                def={def}
                qstn={qstn}
                n={numbers.get(qstn.qstnId) ?? 0}
                first={p === 0 && q === 0}
                last={p === pageCount - 1 && q === page.qstns.length - 1}
                locked={locked}
                onChange={(patch) => onChange(updateQstn(def, p, q, patch))}
                onType={(type) => onChange(changeType(def, p, q, type))}
                onMove={(step) => onChange(moveQstn(def, p, q, step))}
                onRemove={() => onChange(removeQstn(def, p, q))}
              />
            ))}
            {!locked && (
              <div role="group" aria-label={t('admSrvy.def.addTo', { name: pageName })} className="srvy-adm__add">
                <span aria-hidden="true">{t('admSrvy.def.add')}</span>
                {QSTN_TYPES.map((type) => (
                  <Button key={type} size="small" onClick={() => onChange(addQstn(def, p, type))}>
                    {SRVY_QSTN_TYPES[type]}
                  </Button>
                ))}
              </div>
            )}
          </section>
        );
      })}
      {!locked && <Button onClick={() => onChange(addPage(def))}>{t('admSrvy.def.addPage')}</Button>}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
