import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the fusion admin pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/fusn-adm.json', { eager: true, import: 'default' }));
