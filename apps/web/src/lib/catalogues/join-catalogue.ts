import { addCatalogue, type TCatalogue } from '../i18n';

// the join texts (also used by the identity verification and postcode components) load with the code that shows them
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/join.json', { eager: true, import: 'default' }));
