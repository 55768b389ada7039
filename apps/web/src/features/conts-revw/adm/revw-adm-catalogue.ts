import { addCatalogue, type TCatalogue } from '../../../lib/i18n';

// the contentReview page's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../../locales/ko/lazy/revw-adm.json', { eager: true, import: 'default' }));
