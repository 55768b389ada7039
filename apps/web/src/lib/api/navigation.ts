/**
 * Navigation for code outside React (the HTTP client's 401/403 rules). main.tsx injects the data
 * router's navigate, so the client never imports the router; the default reloads the page.
 */
export type TNavigate = (to: string) => void;

let navigate: TNavigate = (to) => window.location.assign(to);

export function setNavigator(next: TNavigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
