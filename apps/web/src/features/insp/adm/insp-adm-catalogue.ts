import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the test bank pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/insp-adm.json', { eager: true, import: 'default' }));
