/**
 * The page's style nonce (decision 017): the server writes a fresh one per answer into the
 * `<meta property="csp-nonce">` Vite's `html.cspNonce` leaves in index.html. Code that adds a
 * `<style>` element (antd, the editor) gives it this nonce, the only way past `style-src`.
 * The browser hides the attribute once parsed; the `nonce` property keeps it.
 */
export const cspNonce: string | undefined = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
