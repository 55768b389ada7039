import type { TMnexhlBmnexhl } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentSection } from '../../../components/content-section';
import { PlainText } from '../../../components/plain-text';
import { useFloorHalls } from '../api/get-floor-halls';
import { IntdcnFigure, IntdcnPageFrame } from '../components/intdcn-page-frame';

/** Floor names compare without spaces, so '지하 1층' and '지하1층' are one floor. */
const floorKey = (flrNm: string | null) => (flrNm ?? '').replace(/\s+/g, '');

function Floor({ flrNm, expln, halls }: { flrNm: string; expln?: string; halls: TMnexhlBmnexhl[] }) {
  const headingId = useId();
  return (
    <li className="intdcn-floor">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="intdcn-floor__name">
          {flrNm}
        </h3>
        <div className="intdcn-floor__body">
          {expln && <p className="intdcn-floor__expln">{expln}</p>}
          {halls.length > 0 && (
            <ul className="intdcn-floor__halls" aria-label={`${flrNm} 주제관`}>
              {halls.map((hall) => (
                <li key={hall.bmnexhlId}>
                  <Link to={`/eduIntdcn/bmnexhlIntdcnView/${hall.bmnexhlId}`}>{hall.bmnexhlNm}</Link>
                  {hall.plcNm && <span className="intdcn-floor__place"> ({hall.plcNm})</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </li>
  );
}

/** spec §2 /eduIntdcn/flrInfo: the floors and what is on each, linking to the halls on that floor. */
export function FlrInfoPage() {
  const halls = useFloorHalls().data?.list ?? [];
  return (
    <IntdcnPageFrame pageCd="FLR_INFO">
      {(page) => (
        <>
          <PlainText text={page.cn} className="intdcn-text intdcn__cn" />
          <IntdcnFigure imagePath={page.imagePath} imageAlt={page.imageAlt} className="intdcn-floorplan" />
          {page.extra.floors.length > 0 && (
            <ContentSection title="층별 시설">
              <ol className="intdcn-floors">
                {page.extra.floors.map((floor, index) => (
                  <Floor key={`${index}-${floor.flrNm}`} {...floor} halls={halls.filter((hall) => floorKey(hall.flrNm) === floorKey(floor.flrNm))} />
                ))}
              </ol>
            </ContentSection>
          )}
        </>
      )}
    </IntdcnPageFrame>
  );
}
