import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the form fields', date pickers' and paging's texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/form.json', { eager: true, import: 'default' }));
