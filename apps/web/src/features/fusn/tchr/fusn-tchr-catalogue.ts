import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the teacher's fusion activity pages' texts (issue 19) load with their code (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/fusn-tchr.json', { eager: true, import: 'default' }));
