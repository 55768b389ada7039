export { PlainText, toParagraphs } from './plain-text';
