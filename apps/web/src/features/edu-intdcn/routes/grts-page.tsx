import { IntdcnFigure, IntdcnPageFrame } from '../components/intdcn-page-frame';
import { PlainText } from '../../../components/plain-text';

/** spec §2 /eduIntdcn/grts: the head of the centre's greeting, as the administrator wrote it. */
export function GrtsPage() {
  return (
    <IntdcnPageFrame pageCd="GRTS">
      {(page) => (
        <div className="intdcn-grts">
          <IntdcnFigure imagePath={page.imagePath} imageAlt={page.imageAlt} className="intdcn-grts__figure" />
          <div className="intdcn-grts__body">
            <PlainText text={page.cn} className="intdcn-text" />
            {page.extra.sgntr && <p className="intdcn-grts__sign">{page.extra.sgntr}</p>}
          </div>
        </div>
      )}
    </IntdcnPageFrame>
  );
}
