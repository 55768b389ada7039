import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the review section's texts load with it, in the lazy chunks of the pages that show it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/revw.json', { eager: true, import: 'default' }));
