export { Card, CardLogo, MetaList, type TCardProps, type TMetaItem } from './card';
export { CardList, CardListError, type TCardListProps } from './card-list';
export { CardSearchBar, type TCardSearchBarProps, type TCardSearchSelect } from './card-search-bar';
export { useListSearch } from './use-list-search';
