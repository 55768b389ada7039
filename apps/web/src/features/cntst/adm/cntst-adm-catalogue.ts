import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the contest admin and judging pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/cntst-adm.json', { eager: true, import: 'default' }));
