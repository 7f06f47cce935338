import 'fake-indexeddb/auto';
import { StrictMode, act } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchEarlyInput } from '../../../src/client/app/early-input';
import { pages } from '../../../src/client/app/pages';
import { AppRoutes } from '../../../src/client/app/router';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { choose, type } from '../as-a-person';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/certificates/birth';

const app = (router: ReactNode) => (
  <StrictMode>
    <SessionProvider>{router}</SessionProvider>
  </StrictMode>
);

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The birth form's page as the build prerenders it, on screen before its JavaScript has run. */
async function prerenderedBirthForm() {
  await pages.certificateForm.preload();
  container = document.createElement('div');
  container.id = 'root';
  container.dataset.page = 'certificateForm';
  container.innerHTML = renderToString(app(<StaticRouter location={PATH}>{<AppRoutes />}</StaticRouter>));
  document.body.append(container);
  return {
    aadhaar: container.querySelector<HTMLInputElement>('input[name="fatherAadhaar"]') as HTMLInputElement,
    gender: container.querySelector<HTMLSelectElement>('select[name="gender"]') as HTMLSelectElement,
  };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

describe('typing into a prerendered form as its JavaScript takes over', () => {
  it('keeps what came before hydration when the person types on right after it', async () => {
    const { aadhaar, gender } = await prerenderedBirthForm();
    type(aadhaar, '12345678');
    choose(gender, 'Female');
    const page = container as HTMLElement;
    watchEarlyInput(page);

    // Hydrated, and rendered again as a hydrated page does (its buttons enabled): the moment the
    // next keystroke can land. It must land after what is already there, not in an emptied field.
    act(() => {
      root = hydrateRoot(page, app(<MemoryRouter initialEntries={[PATH]}>{<AppRoutes />}</MemoryRouter>));
    });
    expect(aadhaar.value).toBe('1234 5678');

    act(() => type(aadhaar, `${aadhaar.value}9`));
    // Whatever was still to come after hydration has come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(aadhaar.value).toBe('1234 5678 9');
    // The form holds the choice too: each render since has put the form's own value into the select.
    expect(gender.value).toBe('Female');
  });
});
