import type { ReactNode } from 'react';
import { NewWindowLink } from '../../../components/new-window-link';
import { PlainText } from '../../../components/plain-text';
import { HallFigure } from './hall-figure';

type THallIntroProps = {
  /** the hall's name, for its related site's link */
  name: string;
  text: string | null;
  imagePath: string | null;
  imageAlt: string | null;
  linkUrl: string | null;
  /** lines before the text (the location) */
  children?: ReactNode;
};

/** The top of a hall's page: its picture beside the text (above it on phones) and its related site. */
export function HallIntro({ name, text, imagePath, imageAlt, linkUrl, children }: THallIntroProps) {
  return (
    <div className="mnexhl-intro">
      <HallFigure imagePath={imagePath} imageAlt={imageAlt} className="mnexhl-intro__figure" />
      <div className="mnexhl-intro__body">
        {children}
        <PlainText text={text} className="mnexhl-text" />
        {linkUrl && (
          <NewWindowLink className="btn btn--secondary mnexhl-link" href={linkUrl}>
            {`${name} 관련 누리집`}
          </NewWindowLink>
        )}
      </div>
    </div>
  );
}
