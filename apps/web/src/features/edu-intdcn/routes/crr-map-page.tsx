import type { TIntdcnPageOf } from '@portal/contract';
import { ContentSection } from '../../../components/content-section';
import { PlainText } from '../../../components/plain-text';
import { IntdcnFigure, IntdcnPageFrame } from '../components/intdcn-page-frame';

const TRANSPORT = [
  ['bus', '버스'],
  ['subway', '지하철'],
  ['car', '자가용'],
] as const;

/** A phone number as a tel: link (digits and + only), so a phone can call it. */
const telHref = (telNo: string) => `tel:${telNo.replace(/[^\d+]/g, '')}`;

function Transport({ extra }: { extra: TIntdcnPageOf<'CRR_MAP'>['extra'] }) {
  const ways = TRANSPORT.filter(([key]) => extra[key]);
  if (ways.length === 0) return null;
  return (
    <ContentSection title="교통편 안내">
      <dl className="intdcn-transport">
        {ways.map(([key, label]) => (
          <div key={key} className="intdcn-transport__row">
            <dt className="intdcn-transport__label">{label}</dt>
            <dd>
              <PlainText text={extra[key]} className="intdcn-text" />
            </dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}

/** spec §2 /eduIntdcn/crrMap: address, phone, the ways to get there and the map. */
export function CrrMapPage() {
  return (
    <IntdcnPageFrame pageCd="CRR_MAP">
      {(page) => (
        <>
          <IntdcnFigure imagePath={page.imagePath} imageAlt={page.imageAlt} className="intdcn-map" />
          <dl className="intdcn-contact">
            {page.extra.addr && (
              <div className="intdcn-contact__row">
                <dt>주소</dt>
                <dd>{page.extra.addr}</dd>
              </div>
            )}
            {page.extra.telNo && (
              <div className="intdcn-contact__row">
                <dt>전화</dt>
                <dd>
                  <a href={telHref(page.extra.telNo)}>{page.extra.telNo}</a>
                </dd>
              </div>
            )}
          </dl>
          <PlainText text={page.cn} className="intdcn-text intdcn__cn" />
          <Transport extra={page.extra} />
        </>
      )}
    </IntdcnPageFrame>
  );
}
