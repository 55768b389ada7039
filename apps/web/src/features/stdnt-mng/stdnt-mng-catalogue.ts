import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the student-account pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/stdnt-mng.json', { eager: true, import: 'default' }));
