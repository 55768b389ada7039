/** spec §7 postal code lookup: the Daum (Kakao) postcode service, whose hosts the CSP allows. */
const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 8000;

/** spec §3 address lookup result. */
export type TPostcodeResult = { zonecode: string; address: string; roadAddress?: string };

export type TDaumPostcode = new (options: { oncomplete: (data: TPostcodeResult) => void; width?: string; height?: string }) => {
  embed(element: HTMLElement): void;
};

declare global {
  interface Window {
    daum?: { Postcode?: TDaumPostcode };
  }
}

let loading: Promise<TDaumPostcode> | undefined;

/** Loads the script once; rejects when it cannot be loaded (offline, blocked), so the page offers manual entry. */
export function loadDaumPostcode(): Promise<TDaumPostcode> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  loading ??= new Promise<TDaumPostcode>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error('postcode script timed out')), LOAD_TIMEOUT_MS);
    script.src = POSTCODE_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.daum?.Postcode) resolve(window.daum.Postcode);
      else reject(new Error('postcode script without Postcode'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('postcode script failed'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // a later page may try again (the network may be back)
    loading = undefined;
    throw error;
  });
  return loading;
}
