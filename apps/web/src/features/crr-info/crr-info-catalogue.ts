import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the career information pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/crr-info.json', { eager: true, import: 'default' }));
