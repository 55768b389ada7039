import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the attachment fields' texts load with them (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/file.json', { eager: true, import: 'default' }));
