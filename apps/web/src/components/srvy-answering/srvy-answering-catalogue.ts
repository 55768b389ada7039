import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the answering texts (the survey pages' catalogue) load with the component (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/srvy.json', { eager: true, import: 'default' }));
