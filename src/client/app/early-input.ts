/*
 * What someone typed into a prerendered form before React hydrated it (on a slow line, the
 * page's JavaScript may take seconds) must reach the form. React 19 keeps text typed before
 * hydration on screen but takes it as the field's current value without telling the form, and
 * puts each select back to its rendered option. The form's first render after hydration then
 * writes its own (empty) values over the fields. So from just before hydration (main.tsx) every
 * value given to a field is noted, and in the commit that hydrates the page, before that render
 * (./page-hydrated), each field the form does not hold yet is announced again as the browser
 * would have: the text fields with an input event, the selects and file fields with a change event.
 *
 * Handed over any later, the person typing on would lose what came first: their next keystroke
 * lands in the emptied field, and the watch notes that as the field's value.
 */

import { onPageHydrated } from './page-hydrated';

type TextField = HTMLInputElement | HTMLTextAreaElement;
type Field = TextField | HTMLSelectElement;

/** Sets a field's value without React's value tracker seeing it, as typing does. */
function setAsTyped(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

const isNoted = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !['file', 'checkbox', 'radio'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** The last value given to each field since the watch began. */
let given = new Map<Field, string>();
let stopWatching = (): void => undefined;

/**
 * Before hydration: notes what is already typed or chosen (hydration may put it back), and every
 * value given to a field from now until the commit that hydrates the page, which hands them over.
 */
export function watchEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (!isNoted(field)) continue;
    const changed =
      field instanceof HTMLSelectElement ? field.selectedOptions[0]?.defaultSelected === false : field.value !== field.defaultValue;
    if (changed) given.set(field, field.value);
  }
  const note = (event: Event) => {
    if (isNoted(event.target)) given.set(event.target, event.target.value);
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  stopWatching = () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
  };
  onPageHydrated(() => replayEarlyInput(root.querySelector('main') ?? root));
}

/** In the commit that hydrates the page: hands the form every value it has not taken in. */
export function replayEarlyInput(root: ParentNode): void {
  stopWatching();
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field.type === 'file') {
      if (field instanceof HTMLInputElement && field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.type === 'checkbox' || field.type === 'radio') continue;
    const typed = given.get(field) ?? (field.value !== field.defaultValue ? field.value : undefined);
    // React mirrors the value the form holds into the value attribute (defaultValue): a field
    // showing the typed text with that attribute is one the form has already taken in.
    if (typed === undefined || (field.value === typed && field.defaultValue === typed)) continue;
    // Through the element's own setter React's tracker records a value other than the typed one;
    // then the typed text goes back unseen, so the input event below is a change to React.
    field.value = field.defaultValue === typed ? `${typed} ` : field.defaultValue;
    setAsTyped(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [select, value] of given) {
    if (!(select instanceof HTMLSelectElement) || !select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  given = new Map();
}
