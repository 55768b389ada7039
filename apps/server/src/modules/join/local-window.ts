import type { TIdntfPurpose } from '@portal/contract';
import { LOCAL_SUBMIT_PATH } from './providers/local-provider.js';

const PURPOSE_LABELS: Record<TIdntfPurpose, string> = {
  JOIN: '회원가입',
  GUARDIAN: '법정대리인 동의',
  FIND_ID: '아이디 찾기',
  FIND_PSWD: '비밀번호 찾기',
  DORMANT: '휴면 해제',
};

type TField = 'userNm' | 'brdt' | 'genderCd' | 'mblTelno';

export type TLocalWindow = {
  siteName: string;
  vrfcId: string;
  /** undefined: no live request under this id */
  purposeCd: TIdntfPurpose | undefined;
  values?: Partial<Record<TField, unknown>>;
  errors?: Partial<Record<string, string>>;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: unknown) => (typeof value === 'string' ? value.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : '');

// The page is served under the API's CSP, loosened only for this inline style (no script at all).
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;font-size:17px;line-height:1.5;color:#1e2124;background:#f4f5f6}
main{box-sizing:border-box;max-width:30rem;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh}
h1{font-size:24px;margin:0 0 8px}.notice{padding:12px;background:#fff8e1;border-radius:8px;font-size:15px}
.field{display:flex;flex-direction:column;gap:6px;margin:0 0 20px;border:0;padding:0}label,legend{font-weight:700;padding:0}
input[type=text],input[type=tel],input[type=date]{box-sizing:border-box;width:100%;min-height:48px;padding:0 12px;font:inherit;border:1px solid #58616a;border-radius:8px}
input[aria-invalid=true]{border:2px solid #de3412}.choices{display:flex;gap:24px}.choices label{font-weight:400;min-height:44px;display:inline-flex;align-items:center;gap:8px}
.error{margin:0;color:#bd2c0f;font-size:15px}button{width:100%;min-height:52px;font:inherit;font-weight:700;color:#fff;background:#256ef4;border:0;border-radius:8px;cursor:pointer}
:focus-visible{outline:3px solid #256ef4;outline-offset:2px}`;

function page(siteName: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>본인인증(시험용) | ${escapeHtml(siteName)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function textField(name: TField, label: string, type: string, extra: string, input: TLocalWindow): string {
  const error = input.errors?.[name];
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div class="field"><label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(input.values?.[name])}" required${extra}${describedBy}>
${error ? `<p id="${name}-error" class="error">${escapeHtml(error)}</p>` : ''}</div>`;
}

function genderField(input: TLocalWindow): string {
  const error = input.errors?.genderCd;
  const radio = (value: 'M' | 'F', label: string) =>
    `<label><input type="radio" name="genderCd" value="${value}"${input.values?.genderCd === value ? ' checked' : ''}> ${label}</label>`;
  return `<fieldset class="field"${error ? ' aria-describedby="genderCd-error"' : ''}><legend>성별</legend>
<div class="choices">${radio('M', '남')}${radio('F', '여')}</div>
${error ? `<p id="genderCd-error" class="error">${escapeHtml(error)}</p>` : ''}</fieldset>`;
}

/**
 * The local provider's window (development and tests): the tester types the person that a real
 * provider would have verified. It submits by GET to the local submit route, which changes nothing.
 */
export function renderLocalWindow(input: TLocalWindow): string {
  if (!input.purposeCd) {
    return page(
      input.siteName,
      `<h1>본인인증</h1><p role="alert">본인인증 요청을 찾을 수 없거나 유효시간이 지났습니다. 처음부터 다시 진행해 주세요.</p><p><a href="/main">처음 화면으로</a></p>`,
    );
  }
  const hasErrors = input.errors && Object.keys(input.errors).length > 0;
  return page(
    input.siteName,
    `<h1>본인인증 <small>(시험용)</small></h1>
<p class="notice">개발·시험 환경에서만 열리는 가상 본인인증 화면입니다. 운영 환경에서는 NICE 본인인증 창이 열립니다.</p>
<p>인증 목적: <strong>${PURPOSE_LABELS[input.purposeCd]}</strong></p>
${hasErrors ? '<p class="error" role="alert">입력값을 확인해 주세요.</p>' : ''}
<form method="get" action="${LOCAL_SUBMIT_PATH}" novalidate>
<input type="hidden" name="vrfcId" value="${escapeHtml(input.vrfcId)}">
${textField('userNm', '이름', 'text', ' autocomplete="name" maxlength="20"', input)}
${textField('brdt', '생년월일', 'date', ' placeholder="YYYY-MM-DD"', input)}
${genderField(input)}
${textField('mblTelno', '휴대전화번호', 'tel', ' inputmode="numeric" autocomplete="tel" maxlength="13" placeholder="010-1234-5678"', input)}
<button type="submit">인증 완료</button>
</form>`,
  );
}
