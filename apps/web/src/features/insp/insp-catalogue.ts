import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the inspection pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/insp.json', { eager: true, import: 'default' }));
