export { NewWindowLink } from './new-window-link';
