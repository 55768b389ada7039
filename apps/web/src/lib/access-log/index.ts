export { menuEntryOf } from './menu-match';
export { useAccessLog, VISIT_LOGGED_KEY } from './use-access-log';
