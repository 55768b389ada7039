import { useTranslation } from '../../lib/i18n';
import { type TReorderDir, useReorderFocus } from '../../lib/use-reorder-focus';
import type { TQstnInputProps } from './qstn-choices';

/**
 * RANK: the options in order, each with 위로 and 아래로 buttons (keyboard and touch alike, no
 * dragging). The order is the answer once it is changed or accepted as it is; each move is said
 * in a live region and the focus stays on the moved option's button.
 */
export function RankAnswer({ qstn, answer, onChange, describedBy, name }: TQstnInputProps) {
  const { t } = useTranslation();
  const options = qstn.options ?? [];
  const nameOf = (optId: string) => options.find((option) => option.optId === optId)?.optNm ?? optId;
  const order = answer?.rank && answer.rank.length === options.length ? answer.rank : options.map((option) => option.optId);
  const { listRef, track, said, buttonKey } = useReorderFocus<HTMLOListElement>();

  const move = (index: number, dir: TReorderDir) => {
    const to = dir === 'up' ? index - 1 : index + 1;
    const next = [...order];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange({ rank: next });
    track(order[index]!, dir, t('srvyForm.rank.moved', { name: nameOf(order[index]!), no: to + 1 }));
  };

  return (
    <div className="srvy-rank">
      <p id={`${name}-rank-hint`} className="form-hint">
        {t('srvyForm.rank.hint')}
      </p>
      <ol ref={listRef} className="srvy-rank__list" aria-describedby={[`${name}-rank-hint`, describedBy].filter(Boolean).join(' ')}>
        {order.map((optId, index) => (
          <li key={optId} className="srvy-rank__item">
            <span className="srvy-rank__place">{t('srvyForm.rank.place', { no: index + 1 })}</span>
            <span className="srvy-rank__name">{nameOf(optId)}</span>
            <span className="srvy-rank__buttons">
              <button
                type="button"
                className="btn btn--secondary srvy-rank__btn"
                {...buttonKey(optId)}
                aria-label={t('srvyForm.rank.up', { name: nameOf(optId) })}
                disabled={index === 0}
                onClick={() => move(index, 'up')}
              >
                {t('srvyForm.rank.upShort')}
              </button>
              <button
                type="button"
                className="btn btn--secondary srvy-rank__btn"
                {...buttonKey(optId)}
                aria-label={t('srvyForm.rank.down', { name: nameOf(optId) })}
                disabled={index === order.length - 1}
                onClick={() => move(index, 'down')}
              >
                {t('srvyForm.rank.downShort')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {answer?.rank ? (
        <p className="form-hint">{t('srvyForm.rank.set')}</p>
      ) : (
        <div className="srvy-rank__unset">
          <p className="form-hint">{t('srvyForm.rank.unset')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => onChange({ rank: order })}>
            {t('srvyForm.rank.confirm')}
          </button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
