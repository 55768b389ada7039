import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the campaign pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/point-cmpn.json', { eager: true, import: 'default' }));
