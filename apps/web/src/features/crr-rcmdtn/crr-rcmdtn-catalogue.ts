import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the recommendation page's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/crr-rcmdtn.json', { eager: true, import: 'default' }));
