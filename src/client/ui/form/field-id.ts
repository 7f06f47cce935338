/** The DOM id of a form field's input: the error summary links to it. */
export const fieldId = (name: string): string => `field-${name}`;
