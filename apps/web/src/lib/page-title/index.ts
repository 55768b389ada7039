export { useNotFoundMark, usePageRecord, usePageTitle, type TPageRecord } from './page-title-store';
