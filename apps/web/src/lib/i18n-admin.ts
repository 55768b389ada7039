import { addCatalogue, type TCatalogue } from './i18n';

/**
 * The back office's catalogues (locales/ko/admin/*.json). Imported by the admin layout, so they
 * travel in the lazily loaded admin code and never weigh on the public first load.
 */
const files = import.meta.glob<TCatalogue>('../locales/ko/admin/*.json', { eager: true, import: 'default' });

addCatalogue(files);
