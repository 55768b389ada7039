import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the school pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/cls.json', { eager: true, import: 'default' }));
