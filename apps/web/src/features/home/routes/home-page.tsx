import { useTranslation } from '../../../lib/i18n';
import type { TMenuNode } from '../../../components/layout/menu-tree';
import { BannerStrip } from '../components/banner-strip';
import { QuickLinks } from '../components/quick-links';
import './home-page.css';
import '../../../lib/catalogues/site-catalogue';

type THomePageProps = {
  siteName: string;
  tree: readonly TMenuNode[];
  /** the menu list is still loading */
  loading: boolean;
};

/**
 * /main, the user home (spec §2): a welcome section with the site name, the admin's banners and
 * shortcuts to the menus. Notices join when their module lands.
 */
export function HomePage({ siteName, tree, loading }: THomePageProps) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="home-visual">
        <div className="container home-visual__inner">
          <p className="home-visual__lead">{t('home.visual.lead')}</p>
          <h1 className="home-visual__title">{siteName}</h1>
          <p className="home-visual__text">{t('home.visual.description')}</p>
        </div>
      </section>
      <BannerStrip />
      {loading ? (
        <p className="container home__loading" role="status">
          {t('layout.loading')}
        </p>
      ) : (
        <QuickLinks tree={tree} />
      )}
    </div>
  );
}
