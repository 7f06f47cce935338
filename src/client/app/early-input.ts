/*
 * What someone typed into a prerendered form before React hydrated it (on a slow line, the
 * page's JavaScript may take seconds) must reach the form. React 19 keeps typed text on screen
 * but takes it as the field's current value without telling the form, and puts each select back
 * to its rendered option. So the choices are noted just before hydration (main.tsx), and once the
 * page is hydrated every such field is announced again as the browser would have: the text
 * fields with an input event, the selects and file fields with a change event.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value without React's value tracker seeing it, as typing does. */
function setAsTyped(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

let chosen: [select: HTMLSelectElement, value: string][] = [];

/** Notes the options chosen in the page's selects, before hydration resets them. */
export function noteEarlyChoices(root: ParentNode): void {
  chosen = [...root.querySelectorAll('select')].filter((select) => select.selectedOptions[0]?.defaultSelected === false).map((select) => [select, select.value]);
}

export function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field.type === 'file') {
      if (field instanceof HTMLInputElement && field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const typed = field.value;
    // Through the element's own setter React's tracker records the rendered value; then the
    // typed text goes back unseen, so the input event below is a change to React.
    field.value = field.defaultValue;
    setAsTyped(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [select, value] of chosen) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  chosen = [];
}
