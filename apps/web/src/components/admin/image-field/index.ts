export { AdminImageField } from './admin-image-field';
