import type { TBannerView } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PostingLink } from '../../../components/layout/posting-link';
import { useBanners } from '../api/get-banners';

type TShownBanner = TBannerView & { imagePath: string };

function BannerItem({ banner }: { banner: TShownBanner }) {
  return (
    <PostingLink className="banner-strip__link" href={banner.linkUrl} newWindow={banner.trgtTypeCd === 'B'}>
      <img className="banner-strip__image" src={banner.imagePath} alt={banner.altText} />
    </PostingLink>
  );
}

/**
 * The banners of /main (admin banner, BANNER_SE MAIN) in their order: a wrapping row of images,
 * each named by its alternative text, linked when the banner has a link. Every banner stays in
 * view, so there is no carousel and nothing moves on its own (KWCAG: no auto-rotation to stop).
 */
export function BannerStrip() {
  const { t } = useTranslation();
  const titleId = useId();
  const banners = (useBanners('MAIN').data ?? []).filter((b): b is TShownBanner => b.imagePath !== null);
  if (banners.length === 0) return null;
  return (
    <section className="container banner-strip" aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('homeBanner.title')}
      </h2>
      <ul className="banner-strip__list">
        {banners.map((banner) => (
          <li key={banner.bannerId} className="banner-strip__item">
            <BannerItem banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
