import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the fusion pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/fusn.json', { eager: true, import: 'default' }));
