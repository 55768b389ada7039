import { recordIdOf, smnexhlIntdcnPath, type TMnexhlSmnexhl } from '@portal/contract';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { ContentSection } from '../../../components/content-section';
import { useMnexhlSmnexhl } from '../api/get-mnexhl-smnexhl';
import { DutyTags } from '../components/duty-tags';
import { HallFiles } from '../components/hall-files';
import { HallIntro } from '../components/hall-intro';
import { LineList } from '../components/line-list';
import { bmnexhlIntdcnPath } from '../mnexhl-paths';
import '../mnexhl.css';

function Siblings({ hall }: { hall: TMnexhlSmnexhl }) {
  if (hall.siblings.length < 2) return null;
  return (
    <ContentSection as="nav" title={`${hall.bmnexhlNm}의 다른 소주제관`}>
      <ul className="mnexhl-siblings">
        {hall.siblings.map((s) => (
          <li key={s.smnexhlNo}>
            {s.smnexhlNo === hall.smnexhlNo ? (
              <span aria-current="page" className="mnexhl-siblings__current">
                {s.smnexhlNm}
              </span>
            ) : (
              <Link to={smnexhlIntdcnPath(hall.bmnexhlId, hall.bmnexhlNm, s.smnexhlNo)}>{s.smnexhlNm}</Link>
            )}
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

function SmnexhlView({ hall, nameInPath }: { hall: TMnexhlSmnexhl; nameInPath: string | undefined }) {
  const navigate = useNavigate();
  const dutyId = useId();
  const canonical = smnexhlIntdcnPath(hall.bmnexhlId, hall.bmnexhlNm, hall.smnexhlNo);

  useEffect(() => {
    if (nameInPath !== hall.bmnexhlNm) void navigate(canonical, { replace: true });
  }, [hall, nameInPath, canonical, navigate]);

  return (
    <article className="mnexhl">
      <p className="mnexhl__parent">
        대주제관 <Link to={bmnexhlIntdcnPath(hall.bmnexhlId)}>{hall.bmnexhlNm}</Link>
      </p>
      <h1 className="page-title">{hall.smnexhlNm}</h1>
      <HallIntro name={hall.smnexhlNm} text={hall.smnexhlExpln} imagePath={hall.imagePath} imageAlt={hall.imageAlt} linkUrl={hall.linkUrl} />
      {hall.dutyCrs.length > 0 && (
        <ContentSection title="관련 직무" headingId={dutyId}>
          <DutyTags tags={hall.dutyCrs} labelledBy={dutyId} />
        </ContentSection>
      )}
      {hall.actvCn && (
        <ContentSection title="주요 활동">
          <LineList text={hall.actvCn} className="mnexhl-activities" />
        </ContentSection>
      )}
      <HallFiles files={hall.files} />
      <Siblings hall={hall} />
      <p className="mnexhl__back">
        <Link to={bmnexhlIntdcnPath(hall.bmnexhlId)}>{hall.bmnexhlNm} 소개로</Link>
      </p>
    </article>
  );
}

/**
 * spec §2 /eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo: the small hall number
 * bmnexhlNo of big hall bmnexhlId. The name in the path is for the location only: a path with
 * another name (an old link after a rename) moves to the canonical path.
 */
export function SmnexhlIntdcnViewPage() {
  const params = useParams();
  const bmnexhlId = recordIdOf(params.bmnexhlId);
  const smnexhlNo = recordIdOf(params.bmnexhlNo);
  const query = useMnexhlSmnexhl(bmnexhlId ?? 0, smnexhlNo ?? 0);
  return (
    <RecordPage query={query} valid={bmnexhlId !== undefined && smnexhlNo !== undefined} name={(hall) => hall.smnexhlNm}>
      {(hall) => <SmnexhlView hall={hall} nameInPath={params.bmnexhlNm} />}
    </RecordPage>
  );
}
