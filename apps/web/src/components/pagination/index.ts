export { Pagination, type TPaginationProps } from './pagination';
export { ScrollPagingList, type TScrollPagingListProps } from './scroll-paging-list';
