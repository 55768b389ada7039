import type { TPromotion } from '@portal/contract';
import { useState } from 'react';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { usePromote, usePromotion } from '../api/cls-queries';
import '../../../components/list-table/list-table.css';

/**
 * Promotion (issue 18): a new school year moves nothing by itself; the career teacher opens the
 * proposal (grade + 1, same class number; the last grade graduates) and confirms it once.
 */
export function PromotionSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const proposal = usePromotion(open);
  const promote = usePromote();

  async function onPromote(data: TPromotion) {
    const count = data.moves.filter((m) => m.doneYn === 'N').length;
    if (!(await showConfirm(t('cls.clsInfo.confirmPromote', { fromYr: data.fromYr, toYr: data.toYr, count })))) return;
    try {
      const result = await promote.mutateAsync(data.fromYr);
      setOpen(false);
      await showAlert(t('cls.clsInfo.promoted', result));
    } catch {
      // the API client has shown the server's message
    }
  }

  return (
    <section className="cls__box" aria-labelledby="cls-promotion-title">
      <h2 id="cls-promotion-title" className="cls__title">
        {t('cls.clsInfo.promotionTitle')}
      </h2>
      <p>{t('cls.clsInfo.promotionIntro')}</p>
      {!open && (
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
          {t('cls.clsInfo.promotionOpen')}
        </button>
      )}
      {open && proposal.isPending && <p role="status">{t('cls.loading')}</p>}
      {open && proposal.data && <Proposal data={proposal.data} busy={promote.isPending} onPromote={() => void onPromote(proposal.data)} />}
    </section>
  );
}

function Proposal({ data, busy, onPromote }: { data: TPromotion; busy: boolean; onPromote: () => void }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`cls.clsInfo.pcol.${key}`);
  const todo = data.moves.filter((m) => m.doneYn === 'N').length;
  if (data.moves.length === 0) return <p className="card-list__empty">{t('cls.clsInfo.promotionNone')}</p>;
  return (
    <>
      {data.newClasses.length > 0 && <p>{t('cls.clsInfo.newClasses', { list: data.newClasses.map((c) => t('cls.classLabel', c)).join(', ') })}</p>}
      <table className="list-table">
        <caption className="cls__caption">{t('cls.clsInfo.promotionCaption', data)}</caption>
        <thead>
          <tr>
            <th scope="col">{col('userNm')}</th>
            <th scope="col">{col('from')}</th>
            <th scope="col">{col('to')}</th>
            <th scope="col">{col('state')}</th>
          </tr>
        </thead>
        <tbody>
          {data.moves.map((m) => (
            <tr key={m.userId}>
              <th scope="row" className="list-table__main">
                {m.userNm}
              </th>
              <td data-label={col('from')}>{t('cls.clsInfo.fromValue', { grd: m.fromGrd, clsNo: m.fromClsNo, stdntNo: m.stdntNo ?? '-' })}</td>
              <td data-label={col('to')}>
                {m.toGrd === null || m.toClsNo === null ? t('cls.clsInfo.graduate') : t('cls.classLabel', { grd: m.toGrd, clsNo: m.toClsNo })}
              </td>
              <td data-label={col('state')}>{t(m.doneYn === 'Y' ? 'cls.clsInfo.done' : 'cls.clsInfo.todo')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cls__actions">
        <button type="button" className="btn btn--primary" disabled={busy || todo === 0} onClick={onPromote}>
          {t('cls.clsInfo.promote')}
        </button>
      </div>
    </>
  );
}
