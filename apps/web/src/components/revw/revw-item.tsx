import { seoulDayOf, type TRevwItem } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { RatingStars } from './rating-stars';
import './revw-catalogue';

/** One review: the masked writer, the rating, the text, the administrator's answer and the date. */
export function RevwItem({ revw, children, as: Tag = 'li' }: { revw: TRevwItem; children?: ReactNode; as?: 'li' | 'div' }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Tag className="revw-item">
      <p className="revw-item__meta">
        <strong className="revw-item__wrtr">{revw.writerNm}</strong>
        {revw.mine === 'Y' && Tag === 'li' && <span className="revw-item__mine">{t('revw.mineMark')}</span>}
        <RatingStars rtng={revw.rtng} />
        <span className="revw-item__date">{seoulDayOf(revw.registeredAt)}</span>
      </p>
      <p id={textId} className="revw-item__text">
        {revw.revwCn}
      </p>
      {revw.ansCn && (
        <div className="revw-item__answer">
          <p className="revw-item__answer-label">{t('revw.answer')}</p>
          <p className="revw-item__text">{revw.ansCn}</p>
        </div>
      )}
      {children}
    </Tag>
  );
}
