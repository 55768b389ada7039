import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the answering component's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/srvy-form.json', { eager: true, import: 'default' }));
