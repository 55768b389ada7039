import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the contest pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/cntst.json', { eager: true, import: 'default' }));
