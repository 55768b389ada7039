import { describe, expect, it } from 'vitest';
import { altFromFileName, canonicalFont, cleanStyle, isAllowedLink, isEditorImageSrc, shouldAutoLink, toLinkHref } from './editor-rules';

describe('editor rules (spec §5, mirroring the server allow-list)', () => {
  it('allows http, https, mailto and tel links only', () => {
    for (const href of ['http://a.kr', 'HTTPS://a.kr/x?y=1', 'mailto:a@korea.kr', 'tel:02-123-4567']) expect(isAllowedLink(href)).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'jav\tascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.kr',
      '/path',
      '//evil.kr',
      'https://a.kr\\@evil',
      '',
      null,
    ]) {
      expect(isAllowedLink(href)).toBe(false);
    }
  });

  it('completes what users type in the link prompt', () => {
    expect(toLinkHref(' www.korea.kr ')).toBe('https://www.korea.kr');
    expect(toLinkHref('진로.kr')).toBe('https://진로.kr');
    expect(toLinkHref('a@korea.kr')).toBe('mailto:a@korea.kr');
    expect(toLinkHref('https://a.kr')).toBe('https://a.kr');
    expect(toLinkHref('javascript:alert(1)')).toBeUndefined();
    expect(toLinkHref('/relative')).toBeUndefined();
    expect(toLinkHref('www.korea.kr/a b')).toBeUndefined();
    expect(toLinkHref('')).toBeUndefined();
  });

  it('autolinks bare domains and allowed schemes only', () => {
    expect(shouldAutoLink('www.korea.kr')).toBe(true);
    expect(shouldAutoLink('https://a.kr')).toBe(true);
    expect(shouldAutoLink('ftp://a.kr')).toBe(false);
    expect(shouldAutoLink('localhost')).toBe(false);
  });

  it('accepts displayImage sources only', () => {
    expect(isEditorImageSrc('/api/common/displayImage?imagePath=editor%2F0f8fad5b-d9cb-469f-a165-70867728950e%2F1')).toBe(true);
    expect(isEditorImageSrc('/api/common/displayImage?imagePath=editor/0f8fad5b-d9cb-469f-a165-70867728950e/12')).toBe(true);
    expect(isEditorImageSrc('https://evil.kr/a.png')).toBe(false);
    expect(isEditorImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isEditorImageSrc('/api/common/displayImage?imagePath=../../etc/passwd')).toBe(false);
  });

  it('knows the seven fonts in any quoting and case', () => {
    expect(canonicalFont('"Malgun Gothic"')).toBe('Malgun Gothic');
    expect(canonicalFont("'pretendard gov'")).toBe('Pretendard GOV');
    expect(canonicalFont('Arial')).toBeUndefined();
    expect(cleanStyle('span', 'font-family: "Nanum Gothic"; color: red')).toBe('font-family: Nanum Gothic');
    expect(cleanStyle('p', 'font-family: Batang; text-align: RIGHT')).toBe('text-align: right');
    expect(cleanStyle('li', 'text-align: right')).toBeUndefined();
  });

  it('takes the alt text from the file name without its extension', () => {
    expect(altFromFileName('진로체험 사진.final.PNG')).toBe('진로체험 사진.final');
    expect(altFromFileName('.png')).toBe('.png');
  });
});
