import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { HtmlContent, purifyEditorHtml } from './html-content';

const IMAGE = '/api/common/displayImage?imagePath=editor%2F0f8fad5b-d9cb-469f-a165-70867728950e%2F1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HtmlContent (SECURITY 2, defence in depth)', () => {
  it('strips script, event handlers and javascript: links, and runs none of them', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const html = [
      '<p>본문</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      `<img src="${IMAGE}" onerror="alert(3)" alt="사진">`,
      '<a href="javascript:alert(4)">나쁜 링크</a>',
      '<p onclick="alert(5)" onmouseover="alert(6)">클릭</p>',
      '<svg onload="alert(7)"><circle r="1"></circle></svg>',
      '<iframe src="https://evil.example"></iframe><style>p{color:red}</style><form><input name="q"></form>',
    ].join('');
    const screen = await render(<HtmlContent html={html} className="post-body" />);
    const root = screen.container.querySelector('.editor-content') as HTMLElement;
    expect(root.classList.contains('post-body')).toBe(true);
    await expect.element(screen.getByText('본문')).toBeVisible();
    expect(root.querySelector('script, iframe, style, svg, form, input')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|onmouseover|onload|javascript:/i);
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([IMAGE]);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('나쁜 링크');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
  });

  it('leaves a body the editor wrote (and the server stored) unchanged', () => {
    const body = [
      '<h2>제목</h2><p>가 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>',
      '<ul><li><p>하나</p></li></ul><ol><li><p>둘</p></li></ol><blockquote><p>인용</p></blockquote>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.career.go.kr">링크</a> ',
      '<a href="mailto:a@korea.kr">메일</a> <span style="font-family: Malgun Gothic">글꼴</span></p>',
      `<img src="${IMAGE}" alt="사진"><p></p>`,
    ].join('');
    expect(purifyEditorHtml(body)).toBe(body);
  });

  it('keeps the seven fonts only, in their stored spelling, and unwraps other spans', () => {
    expect(purifyEditorHtml('<p><span style="font-family: &quot;Malgun Gothic&quot;; color: red">a</span></p>')).toBe(
      '<p><span style="font-family: Malgun Gothic">a</span></p>',
    );
    expect(purifyEditorHtml('<p><span style="font-family: Comic Sans MS">b</span><span>c</span></p>')).toBe('<p>bc</p>');
    expect(purifyEditorHtml('<p style="text-align: center; position: fixed">d</p>')).toBe('<p style="text-align: center">d</p>');
  });

  it('gives a new-tab link noopener noreferrer and drops other targets and rel tokens', () => {
    expect(purifyEditorHtml('<a href="https://a.kr" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.kr" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(purifyEditorHtml('<a href="tel:021234567" target="_top">y</a>')).toBe('<a href="tel:021234567">y</a>');
    expect(purifyEditorHtml('<a href="/relative">z</a><a href="jav&#9;ascript:alert(1)">w</a>')).toBe('zw');
  });
});
