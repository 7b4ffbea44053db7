/**
 * Lets code outside React (the API client) move the router: the router registers itself here on
 * start, so lib/ never imports app/.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigateImpl(path, options);
}
