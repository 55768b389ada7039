import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { TPagination } from '@portal/contract';
import './pagination.css';
import '../form/form-catalogue';

export type TPaginationProps = {
  /** spec §3 fields, e.g. from computePagination or a list response */
  pagination: TPagination;
  onChange: (page: number) => void;
  className?: string;
};

type TPageButtonProps = {
  page: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  step?: boolean;
  onChange: (page: number) => void;
  children: ReactNode;
};

function PageButton({ page, label, disabled = false, current = false, step = false, onChange, children }: TPageButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={step ? 'pagination-step' : 'pagination-page'}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => {
          if (!current) onChange(page);
        }}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * spec §3, §9: 처음 / 이전 (previous group of links) / the group's pages / 다음 (next group) /
 * 마지막. The current page carries aria-current="page".
 */
export function Pagination({ pagination, onChange, className }: TPaginationProps) {
  const { t } = useTranslation();
  const { currentPage, startPage, endPage, countPage, previousLinkPage, nextLinkPage } = pagination;
  const pages = Array.from({ length: Math.max(0, endPage - startPage + 1) }, (_, i) => startPage + i);
  return (
    <nav className={['pagination', className].filter(Boolean).join(' ')} aria-label={t('paging.nav')}>
      <ul className="pagination-list">
        <PageButton step page={1} label={t('paging.firstLabel')} disabled={currentPage <= 1} onChange={onChange}>
          {t('paging.first')}
        </PageButton>
        <PageButton step page={previousLinkPage} label={t('paging.prevLabel')} disabled={previousLinkPage < 1} onChange={onChange}>
          {t('paging.prev')}
        </PageButton>
        {pages.map((page) => (
          <PageButton key={page} page={page} label={t('paging.page', { page })} current={page === currentPage} onChange={onChange}>
            {page}
          </PageButton>
        ))}
        <PageButton step page={nextLinkPage} label={t('paging.nextLabel')} disabled={nextLinkPage < 1} onChange={onChange}>
          {t('paging.next')}
        </PageButton>
        <PageButton step page={countPage} label={t('paging.lastLabel')} disabled={currentPage >= countPage} onChange={onChange}>
          {t('paging.last')}
        </PageButton>
      </ul>
    </nav>
  );
}
