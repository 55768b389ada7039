import type { TContsItem } from '@portal/contract';
import { Link } from 'react-router';
import { MetaList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { kndNm, lvlNms } from './conts-format';

type TContsCardProps = {
  item: TContsItem;
  /** the library's search, carried to the content page so its 목록 link returns to it */
  listSearch: string;
  /** h2 in the library's grid, h3 under a content page's 관련 콘텐츠 */
  headingLevel?: 2 | 3;
};

/** One content of the card grid and of the related contents: image, kind, title (the link), summary, levels. */
export function ContsCard({ item, listSearch, headingLevel = 2 }: TContsCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="conts-card">
      {item.thmbPath ? (
        // a picture without its own description is decoration: the title names the card
        <img className="conts-card__img" src={item.thmbPath} alt={item.thmbAlt ?? ''} width={320} height={180} loading="lazy" />
      ) : (
        <div className={`conts-card__img conts-card__img--none conts-card__img--${item.contsKndCd.toLowerCase()}`} aria-hidden="true">
          {kndNm(item.contsKndCd)}
        </div>
      )}
      <div className="conts-card__body">
        <p className="conts-card__knd">{kndNm(item.contsKndCd)}</p>
        <Heading className="conts-card__title">
          <Link to={`/infoGd/conts/${item.contsId}`} state={{ listSearch }}>
            {item.contsTtl}
          </Link>
        </Heading>
        <p className="conts-card__smry">{item.contsSmry}</p>
        <MetaList items={[{ label: t('conts.lvls'), value: lvlNms(item.schlLvls) }]} />
      </div>
    </article>
  );
}
