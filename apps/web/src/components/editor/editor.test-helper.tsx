import { useEffect, useState } from 'react';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { getDialogs } from '../modal/modal-store';
import { Editor, type TEditorProps } from './index';

export type THarnessProps = Partial<TEditorProps> & {
  initial?: string;
  /** every onChange, in order */
  onHtml?: (html: string) => void;
  /** a value the '불러오기' button sets from outside, as a form reset or a loaded post does */
  external?: string;
};

/** The editor under a visible label, holding its value in state as a form would. */
function Harness({ initial = '', onHtml, external, onValue, ...props }: THarnessProps & { onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    onValue(value);
  }, [onValue, value]);
  return (
    <div>
      <label htmlFor="body">내용</label>
      <Editor
        id="body"
        label="내용"
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml?.(html);
        }}
        {...props}
      />
      {external !== undefined && (
        <button type="button" onClick={() => setValue(external)}>
          불러오기
        </button>
      )}
    </div>
  );
}

/** Renders the editor and waits for the lazy Tiptap chunk. */
export async function renderEditor(props: THarnessProps = {}) {
  let current = props.initial ?? '';
  const screen = await render(
    <Harness
      {...props}
      onValue={(value) => {
        current = value;
      }}
    />,
  );
  const content = screen.getByRole('textbox', { name: '내용' });
  await expect.element(content).toBeInTheDocument();
  /** the value the form holds now */
  const valueOf = () => current;
  const tool = (name: string) => screen.getByRole('button', { name, exact: true });
  return { screen, content, contentEl: content.element() as HTMLElement, valueOf, tool };
}

/** The portal's dialog of the editor's prompt (rendered into body). */
export const promptDialog = (title: string) => page.getByRole('dialog', { name: title });

/** Selects all text of the focused editor. */
export const selectAllKeys = '{Control>}a{/Control}';

/** Answers every alert or confirm still open, so no test leaks one into the next. */
export function closeDialogs() {
  for (const dialog of getDialogs()) dialog.resolve(false);
}

/** A file of the given size (bytes), typed as an image. */
export const imageFile = (name: string, size = 2048, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
