import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput, watchEarlyInput } from '../../../src/client/app/early-input';
import { choose, type } from '../as-a-person';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let rerender: () => void = () => undefined;

/** A controlled form as the portal's forms are: what it holds is shown beside the field. */
function NameForm() {
  const [name, setName] = useState('');
  const [district, setDistrict] = useState('');
  const [, setRenders] = useState(0);
  rerender = () => setRenders((count) => count + 1);
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="District" value={district} onChange={(event) => setDistrict(event.target.value)}>
        <option value="">Choose</option>
        <option value="north">North</option>
      </select>
      <output>{`${name}|${district}`}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

function prerendered(): { name: HTMLInputElement; district: HTMLSelectElement; held: () => string | null } {
  container = document.createElement('div');
  container.innerHTML = renderToString(<NameForm />);
  document.body.append(container);
  return {
    name: container.querySelector('input') as HTMLInputElement,
    district: container.querySelector('select') as HTMLSelectElement,
    held: () => container.querySelector('output')?.textContent ?? null,
  };
}

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <NameForm />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('what is typed into a prerendered form before it is hydrated', () => {
  it('reaches the form even when the form renders again before the hand-over', async () => {
    const { name, district, held } = prerendered();
    type(name, 'Tamizh');
    district.value = 'north';
    watchEarlyInput(container);
    await hydrate();
    // The form's next render puts its own empty value over the typed text.
    await act(async () => rerender());
    expect(name.value).toBe('');

    await act(async () => replayEarlyInput(container));
    expect(name.value).toBe('Tamizh');
    expect(district.value).toBe('north');
    expect(held()).toBe('Tamizh|north');
  });

  it('reaches the form when it is typed while React hydrates', async () => {
    const { name, held } = prerendered();
    watchEarlyInput(container);
    type(name, 'Meena');
    await hydrate();
    await act(async () => rerender());
    await act(async () => replayEarlyInput(container));
    expect(held()).toBe('Meena|');
  });

  it('reaches the form when an option is chosen while React hydrates', async () => {
    const { district, held } = prerendered();
    watchEarlyInput(container);
    // Hydration is scheduled, not done: the choice's input event makes React hydrate the page at
    // once, which puts the select back to its rendered option before the change event is fired.
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
      choose(district, 'north');
    });
    await act(async () => replayEarlyInput(container));
    expect(district.value).toBe('north');
    expect(held()).toBe('|north');
  });

  it('leaves alone what the form already holds, and what is typed after the hand-over', async () => {
    const { name, held } = prerendered();
    watchEarlyInput(container);
    await hydrate();
    await act(async () => type(name, 'Ravi'));
    expect(held()).toBe('Ravi|');
    await act(async () => replayEarlyInput(container));
    await act(async () => type(name, 'Ravi Kumar'));
    await act(async () => rerender());
    expect(name.value).toBe('Ravi Kumar');
    expect(held()).toBe('Ravi Kumar|');
  });
});
