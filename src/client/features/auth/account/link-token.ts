/** An emailed link's token: in the fragment (`/reset-password#<token>`), which no request sends to a server. */
export function tokenOfLink(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
}
