export { ContentSection } from './content-section';
