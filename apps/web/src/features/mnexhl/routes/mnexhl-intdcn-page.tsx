import type { TMnexhlBmnexhl } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toParagraphs } from '../../../components/plain-text';
import { useMnexhlBmnexhlList } from '../api/get-mnexhl-bmnexhl-list';
import { HallFigure } from '../components/hall-figure';
import { bmnexhlIntdcnPath } from '../mnexhl-paths';
import '../mnexhl.css';

function HallCard({ hall }: { hall: TMnexhlBmnexhl }) {
  const titleId = useId();
  const location = [hall.flrNm, hall.plcNm].filter(Boolean).join(' ');
  return (
    <li className="mnexhl-card">
      <article aria-labelledby={titleId}>
        <HallFigure imagePath={hall.imagePath} imageAlt={hall.imageAlt} className="mnexhl-card__figure" />
        <div className="mnexhl-card__body">
          <h2 id={titleId} className="mnexhl-card__title">
            <Link to={bmnexhlIntdcnPath(hall.bmnexhlId)}>{hall.bmnexhlNm}</Link>
          </h2>
          {location && <p className="mnexhl-card__meta">위치: {location}</p>}
          {hall.bmnexhlExpln && <p className="mnexhl-card__text">{toParagraphs(hall.bmnexhlExpln)[0]}</p>}
          {hall.smnexhlList.length > 0 && <p className="mnexhl-card__meta">소주제관: {hall.smnexhlList.map((s) => s.smnexhlNm).join(', ')}</p>}
        </div>
      </article>
    </li>
  );
}

/** spec §2 /eduIntdcn/mnexhlIntdcn: every switched-on big hall as a card. */
export function MnexhlIntdcnPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMnexhlBmnexhlList();
  return (
    <div className="mnexhl">
      <p className="mnexhl__lead">진로교육원의 주제관을 소개합니다. 주제관을 선택하면 그 안의 소주제관과 체험할 수 있는 직무를 볼 수 있습니다.</p>
      {isPending && <p role="status">{t('layout.loading')}</p>}
      {isError && <p className="mnexhl__error">주제관 정보를 불러오지 못했습니다.</p>}
      {data && data.list.length === 0 && <p className="mnexhl__empty">등록된 주제관이 없습니다.</p>}
      {data && data.list.length > 0 && (
        <ul className="mnexhl-cards">
          {data.list.map((hall) => (
            <HallCard key={hall.bmnexhlId} hall={hall} />
          ))}
        </ul>
      )}
    </div>
  );
}
