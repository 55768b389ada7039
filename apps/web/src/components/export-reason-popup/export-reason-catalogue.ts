import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the reason popup's texts load with it, in the lazy chunks of the pages that export (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/export-reason.json', { eager: true, import: 'default' }));
