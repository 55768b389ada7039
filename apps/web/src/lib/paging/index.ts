export { INITIAL_PAGING, type TPagingState } from './paging-store';
export { sectionOf } from './section';
export { readCurrentPage, usePagingState, type TPagingStateApi } from './use-paging-state';
export { useResetPagingOnSectionChange } from './use-reset-paging-on-section-change';
export { useScrollPaging, type TScrollPaging, type TScrollPagingOptions } from './use-scroll-paging';
