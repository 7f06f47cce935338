/*
 * The texts of the form engine (src/client/ui/form), which every form shows: certificates, taxes,
 * grievances, sign-in and registration. Every page with a form lists `formTexts` in its `texts`.
 */
const formTexts = {
  /** Above a form whose submit found errors, when the form gives no title of its own. */
  errorSummaryTitle: 'There is a problem',
  /** After the label of a field that may be left empty. */
  optional: '(optional)',
  /** Read out before a field's error (visually hidden). */
  errorPrefix: 'Error:',
  /** The first, empty choice of a drop-down. */
  choose: (label: string) => `Select ${label.toLowerCase()}`,
  /** The files chosen in an upload, where the form shows them. */
  selected: (names: string) => `Selected: ${names}`,
  aadhaarHint: '12 digits, as printed on the Aadhaar card.',
  showPassword: 'Show',
  hidePassword: 'Hide',
  /** The password toggle's accessible name. */
  showLabel: (label: string) => `Show ${label.toLowerCase()}`,
  /** The submit button while the form is being sent. */
  submitting: 'Submitting...',
  /** The "Check your answers" step between a valid form and its sending (docs/decisions/046). */
  check: {
    title: 'Check your answers before sending',
    intro: 'Nothing has been sent yet. If something is wrong, change it; then send.',
    change: 'Change',
    /** The Change link's accessible name: which answer it changes. */
    changeLabel: (label: string) => `Change ${label}`,
    notGiven: 'Not given',
    noFile: 'No file attached',
    /** On the form, after a Change link: back to the summary (the answers are checked again). */
    back: 'Back to check your answers',
  },
  /** The progress bar while a submission is being sent: the share of it that has reached the portal. */
  progress: (percent: number) => `Sending: ${percent}% sent`,
};

export type FormTexts = typeof formTexts;
export default formTexts;
