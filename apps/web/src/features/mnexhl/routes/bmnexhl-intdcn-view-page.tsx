import { recordIdOf, smnexhlIntdcnPath, type TMnexhlBmnexhl, type TMnexhlBmnexhlDetail } from '@portal/contract';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { ContentSection } from '../../../components/content-section';
import { useMnexhlBmnexhl } from '../api/get-mnexhl-bmnexhl';
import { DutyTags } from '../components/duty-tags';
import { HallFigure } from '../components/hall-figure';
import { HallFiles } from '../components/hall-files';
import { HallIntro } from '../components/hall-intro';
import '../mnexhl.css';

function SmallHallList({ hall }: { hall: TMnexhlBmnexhl }) {
  const headingId = useId();
  return (
    <ContentSection title="소주제관" headingId={headingId}>
      {hall.smnexhlList.length === 0 ? (
        <p className="mnexhl__empty">등록된 소주제관이 없습니다.</p>
      ) : (
        <ul className="mnexhl-cards mnexhl-cards--small">
          {hall.smnexhlList.map((small) => (
            <li key={small.smnexhlNo} className="mnexhl-card">
              <article aria-labelledby={`${headingId}-${small.smnexhlNo}`}>
                <HallFigure imagePath={small.imagePath} imageAlt={small.imageAlt} className="mnexhl-card__figure" />
                <div className="mnexhl-card__body">
                  <h3 id={`${headingId}-${small.smnexhlNo}`} className="mnexhl-card__title">
                    <Link to={smnexhlIntdcnPath(hall.bmnexhlId, hall.bmnexhlNm, small.smnexhlNo)}>{small.smnexhlNm}</Link>
                  </h3>
                  {small.smnexhlExpln && <p className="mnexhl-card__text">{small.smnexhlExpln}</p>}
                  <DutyTags tags={small.dutyCrs} label={`${small.smnexhlNm} 관련 직무`} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}

function BmnexhlView({ hall }: { hall: TMnexhlBmnexhlDetail }) {
  const location = [hall.flrNm, hall.plcNm].filter(Boolean).join(' ');
  return (
    <article className="mnexhl">
      <h1 className="page-title">{hall.bmnexhlNm}</h1>
      <HallIntro name={hall.bmnexhlNm} text={hall.bmnexhlExpln} imagePath={hall.imagePath} imageAlt={hall.imageAlt} linkUrl={hall.linkUrl}>
        {location && (
          <dl className="mnexhl-meta">
            <dt>위치</dt>
            <dd>{location}</dd>
          </dl>
        )}
      </HallIntro>
      <SmallHallList hall={hall} />
      <HallFiles files={hall.files} />
      <p className="mnexhl__back">
        <Link to="/eduIntdcn/mnexhlIntdcn">주제관 소개 목록으로</Link>
      </p>
    </article>
  );
}

/** spec §2 /eduIntdcn/bmnexhlIntdcnView/:bmnexhlId: a big hall and its small halls. */
export function BmnexhlIntdcnViewPage() {
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const query = useMnexhlBmnexhl(bmnexhlId ?? 0);
  return (
    <RecordPage query={query} valid={bmnexhlId !== undefined} name={(hall) => hall.bmnexhlNm}>
      {(hall) => <BmnexhlView hall={hall} />}
    </RecordPage>
  );
}
