import { expect, test } from 'vitest';
import { htmlToText, sanitizeEditorHtml as sanitize } from './html-sanitize.js';

const IMG = '/api/common/displayImage?imagePath=editor%2F3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f%2F1';

/** Hostile inputs (SECURITY 2): none may leave a script, handler, frame or foreign scheme behind. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="${IMG}" onerror="alert(1)">`,
  '<p onclick="alert(1)" onmouseover=alert(1)>클릭</p>',
  '<a href="javascript:alert(1)">링크</a>',
  '<a href="JaVaScRiPt:alert(1)">링크</a>',
  '<a href="jav&#x09;ascript:alert(1)">링크</a>',
  '<a href="jav&#x0A;ascript:alert(1)">링크</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">링크</a>',
  '<a href=" javascript:alert(1)">링크</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>',
  '<a href="vbscript:msgbox(1)">링크</a>',
  '<a href="//evil.example">링크</a>',
  '<a href="/\\evil.example">링크</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<form action="javascript:alert(1)"><button>보내기</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<span style="background:url(javascript:alert(1))">글</span>',
  '<span style="font-family: expression(alert(1))">글</span>',
  '<span style="font-family: Nanum Gothic; behavior: url(x.htc)">글</span>',
  '<p style="text-align: center; position: fixed; top: 0">글</p>',
  '<div style="width: expression(alert(1))">글</div>',
  '<p>닫지 않은 <strong>태그 <em>중첩',
  '<img src="x" <script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<a href="https://example.com" onclick="alert(1)" target="_self">링크</a>',
  '<img src="https://evil.example/track.png">',
  `<img src="${IMG}&x=1">`,
  '<img src="/api/common/displayImage?imagePath=../../etc/passwd">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<details open ontoggle=alert(1)>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<<script>script>alert(1)<</script>/script>',
];

const DANGER =
  /<\s*(script|iframe|object|embed|svg|math|style|form|input|base|meta|link|textarea|template)|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|url\(|\/\/evil|<img(?![^>]*src="\/api\/common\/displayImage\?imagePath=editor%2F[0-9a-f-]{36}%2F\d+")/i;

test.each(VECTORS)('%s is neutralised and sanitising again changes nothing', (input) => {
  const out = sanitize(input);
  expect(out).not.toMatch(DANGER);
  expect(sanitize(out)).toBe(out);
});

test('examples of what is kept of hostile input', () => {
  expect(sanitize('<script>alert(1)</script><p>본문</p>')).toBe('<p>본문</p>');
  expect(sanitize('<a href="jav&#x09;ascript:alert(1)">링크</a>')).toBe('링크');
  expect(sanitize('<a href="https://example.com" onclick="alert(1)" target="_self">링크</a>')).toBe('<a href="https://example.com">링크</a>');
  expect(sanitize(`<img src="${IMG}" onerror="alert(1)">`)).toBe(`<img src="${IMG}">`);
  expect(sanitize('<img src=x onerror=alert(1)>')).toBe('');
  expect(sanitize('<p onclick="alert(1)">클릭</p>')).toBe('<p>클릭</p>');
  expect(sanitize('<span style="font-family: Nanum Gothic; behavior: url(x.htc)">글</span>')).toBe('<span style="font-family: Nanum Gothic">글</span>');
  expect(sanitize('<span style="color: red">글</span>')).toBe('글');
  expect(sanitize('<p>닫지 않은 <strong>태그')).toBe('<p>닫지 않은 <strong>태그</strong></p>');
  expect(sanitize('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('');
  expect(sanitize('<h1>제목</h1><div>블록</div>')).toBe('제목블록');
  expect(sanitize('<p>a &lt; b &amp; c</p>')).toBe('<p>a &lt; b &amp; c</p>');
});

test('links: only http, https, mailto and tel; a new tab gets noopener noreferrer', () => {
  expect(sanitize('<a href="mailto:help@example.com">메일</a>')).toBe('<a href="mailto:help@example.com">메일</a>');
  expect(sanitize('<a href="tel:02-123-4567">전화</a>')).toBe('<a href="tel:02-123-4567">전화</a>');
  expect(sanitize('<a href="ftp://example.com/x">파일</a>')).toBe('파일');
  expect(sanitize('<a href="/main">상대</a>')).toBe('상대');
  expect(sanitize('<a href="https://example.com" target="_blank">새 창</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">새 창</a>',
  );
  expect(sanitize('<a target="_blank" rel="nofollow opener" href="https://example.com">x</a>')).toBe(
    '<a target="_blank" rel="nofollow noopener noreferrer" href="https://example.com">x</a>',
  );
});

test('typical editor (Tiptap) output is stored unchanged', () => {
  const bodies = [
    '<p>안녕하세요. <strong>진로교육</strong> 안내입니다.</p><p></p><p>둘째 <em>문단</em>, <u>밑줄</u>, <s>취소선</s>, <code>코드</code></p>',
    '<h2>제목 2</h2><h3>제목 3</h3><h4>제목 4</h4>',
    '<p><span style="font-family: Nanum Gothic">나눔고딕 글꼴</span>과 <span style="font-family: Malgun Gothic">맑은 고딕</span></p>',
    '<p style="text-align: center">가운데</p><h2 style="text-align: right">오른쪽</h2>',
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.career.go.kr/">커리어넷</a></p>',
    '<ul><li><p>하나</p></li><li><p>둘</p><ol><li><p>둘-하나</p></li></ol></li></ul>',
    '<blockquote><p>인용문</p></blockquote><pre><code>const a = 1 &lt; 2;</code></pre><hr>',
    `<p>줄<br>바꿈</p><img src="${IMG}" alt="체험 사진"><img src="${IMG}" alt="" width="320" height="240">`,
    '<p>공백&nbsp;&nbsp;두 칸, "따옴표" \'작은따옴표\' &amp; 기호</p>',
  ];
  for (const body of bodies) expect(sanitize(body)).toBe(body);
});

test('htmlToText: the text of each block on its own line, entities decoded', () => {
  expect(htmlToText('<p>진로 <strong>교육</strong></p><p>a &lt; b &amp; c</p><ul><li><p>하나</p></li><li><p>둘</p></li></ul>')).toBe(
    '진로 교육\na < b & c\n하나\n둘',
  );
  expect(htmlToText('<p>줄<br>바꿈</p><script>alert(1)</script>')).toBe('줄\n바꿈');
  expect(htmlToText('')).toBe('');
  expect(htmlToText(`<p><img src="${IMG}"></p>`)).toBe('');
});
