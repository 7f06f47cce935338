import { createElement as h } from 'react';
import type { ReactElement } from 'react';

const LINKS: [href: string, text: string][] = [
  ['/certificates', 'Certificates'],
  ['/taxes', 'Taxes and Bills'],
  ['/grievances', 'Grievances'],
  ['/contact', 'Contact Us'],
];

/**
 * The React floor page's whole app: the static baseline page's markup (baseline-page.ts), as
 * React elements. Prerendered by the bench, hydrated in the browser by react-floor-entry.ts.
 */
export function ReactFloor(): ReactElement {
  return h(
    'div',
    null,
    h('header', null, 'Municipal Corporation'),
    h(
      'main',
      null,
      h('h1', null, 'Municipal services, from wherever you are'),
      h(
        'p',
        null,
        'Apply for certificates, pay taxes and bills, and raise grievances with the municipality online, even on a slow connection.',
      ),
      h(
        'ul',
        null,
        LINKS.map(([href, text]) => h('li', { key: href }, h('a', { href }, text))),
      ),
    ),
  );
}
