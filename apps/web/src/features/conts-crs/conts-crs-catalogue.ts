import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the classes' pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/conts-crs.json', { eager: true, import: 'default' }));
