import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the career remarks page's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/crr-spclt.json', { eager: true, import: 'default' }));
