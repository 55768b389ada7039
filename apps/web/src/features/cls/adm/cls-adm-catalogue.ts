import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the classes and teachers admin page's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/cls-admin.json', { eager: true, import: 'default' }));
