import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import file from '../locales/ko/lazy/file.json';
import form from '../locales/ko/lazy/form.json';

/**
 * Test-only i18n for the form, date-picker, attachment and paging components: loads their
 * catalogues into one namespace, as the app's i18n set-up merges every src/locales/ko/*.json.
 */
export const i18nForms = i18next.createInstance();

await i18nForms.use(initReactI18next).init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources: { ko: { translation: { ...file, ...form } } },
  interpolation: { escapeValue: false },
});
