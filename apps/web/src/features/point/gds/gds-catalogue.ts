import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the point goods pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/point-gds.json', { eager: true, import: 'default' }));
