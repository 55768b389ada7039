import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the portfolio pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/portflo.json', { eager: true, import: 'default' }));
