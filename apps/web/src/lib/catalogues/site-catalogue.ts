import { addCatalogue, type TCatalogue } from '../i18n';

// the policy and home pages' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/site.json', { eager: true, import: 'default' }));
