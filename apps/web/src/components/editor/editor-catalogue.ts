import { addCatalogue, type TCatalogue } from '../../lib/i18n';

// the editor's texts load with it (lib/i18n addCatalogue)
addCatalogue(import.meta.glob<TCatalogue>('../../locales/ko/lazy/editor.json', { eager: true, import: 'default' }));
