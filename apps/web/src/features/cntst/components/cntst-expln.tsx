import { HtmlContent } from '../../../components/editor';
import { PlainText } from '../../../components/plain-text';

/** A body the editor wrote starts with a tag; anything else was typed as plain text. */
const isEditorHtml = (text: string) => /^\s*<[a-z]/i.test(text);

/** The contest's description: the sanitised editor HTML (cleaned again here), or plain text as paragraphs. */
export function CntstExpln({ text }: { text: string }) {
  return isEditorHtml(text) ? <HtmlContent html={text} className="cntst-expln" /> : <PlainText text={text} className="cntst-expln" />;
}
