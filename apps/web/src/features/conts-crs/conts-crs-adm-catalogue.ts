import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the admin classes' texts load with their pages (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/conts-crs-adm.json', { eager: true, import: 'default' }));
