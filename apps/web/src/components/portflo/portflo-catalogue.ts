import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the portfolio's texts (its pages, the shared sections and timeline, the admin page) load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/portflo.json', { eager: true, import: 'default' }));
