export { Editor, type TEditorHandle, type TEditorProps } from './editor-lazy';
export { HtmlContent, purifyEditorHtml } from './html-content';
