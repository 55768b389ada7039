import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the career activity pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/crr-actv.json', { eager: true, import: 'default' }));
