import { addCatalogue, type TCatalogue } from '../../../../lib/i18n';

// the bulk registration page's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../../locales/ko/lazy/conts-bndl.json', { eager: true, import: 'default' }));
