import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the contents library's texts load with its pages (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/conts.json', { eager: true, import: 'default' }));
