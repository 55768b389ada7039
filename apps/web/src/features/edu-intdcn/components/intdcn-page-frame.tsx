import type { TIntdcnPageCd, TIntdcnPageOf } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useIntdcnPage } from '../api/get-intdcn-page';
import '../edu-intdcn.css';

/**
 * The frame of an introduction page: the page's heading is the menu name in the location bar; the
 * page's own title is its first subheading, then the page-specific body.
 */
export function IntdcnPageFrame<C extends TIntdcnPageCd>({ pageCd, children }: { pageCd: C; children: (page: TIntdcnPageOf<C>) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useIntdcnPage(pageCd);
  return (
    <div className="intdcn">
      {isPending && <p role="status">{t('layout.loading')}</p>}
      {isError && <p className="intdcn__error">내용을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>}
      {data && (
        <>
          <h2 className="intdcn__title">{data.title}</h2>
          {children(data)}
        </>
      )}
    </div>
  );
}

/** The page's image with the alt text the administrator wrote. */
export function IntdcnFigure({ imagePath, imageAlt, className }: { imagePath: string | null; imageAlt: string | null; className?: string }) {
  if (!imagePath) return null;
  return (
    <figure className={['intdcn-figure', className].filter(Boolean).join(' ')}>
      <img src={imagePath} alt={imageAlt ?? ''} />
    </figure>
  );
}
