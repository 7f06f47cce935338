/**
 * The React floor page's script: React DOM hydrating the prerendered root, nothing else. Bundled
 * by bench/lib/react-floor-page.ts with the same React and React DOM the portal ships.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReactFloor } from './react-floor';

const root = document.getElementById('root');
if (root === null) throw new Error('no #root to hydrate');
hydrateRoot(root, createElement(ReactFloor));
