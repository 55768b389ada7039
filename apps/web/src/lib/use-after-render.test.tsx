import { useRef, useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useAfterRender } from './use-after-render';

function Editor() {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const afterRender = useAfterRender();
  if (editing) {
    return (
      <button
        type="button"
        onClick={() => {
          setEditing(false);
          afterRender(() => editRef.current?.focus());
        }}
      >
        저장
      </button>
    );
  }
  return (
    <button ref={editRef} type="button" onClick={() => setEditing(true)}>
      수정
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the action runs once the state is drawn, whether or not the browser draws a frame', async () => {
  // a page that draws no frame (in the background, or a busy machine): focus must not wait for one
  vi.stubGlobal('requestAnimationFrame', () => 0);
  await render(<Editor />);
  await page.getByRole('button', { name: '수정' }).click();
  await page.getByRole('button', { name: '저장' }).click();
  await expect.element(page.getByRole('button', { name: '수정' })).toHaveFocus();
});
