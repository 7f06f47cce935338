/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the left-to-right, right-to-left and Arabic letter marks. Tamil and English
 * need none of them, and they are invisible: in a name, an address or a file name they make what
 * is shown read otherwise than what is stored (`invoice<U+202E>fdp.exe` reads as `invoiceexe.pdf`),
 * on the verification page, in the clerk's CSV and in the citizen's own view alike.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without bidirectional controls: for what is shown of text stored before they were removed on the way in. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Text a person typed, as both sides check and store it: without bidirectional controls (removed,
 * not refused, since no one can see what to correct), line breaks as `\n` (a browser sends a
 * textarea's as CRLF), surrounding spaces trimmed. The one normaliser of the shared schemas' text.
 */
export function normalizeTypedText(text: string): string {
  return withoutBidiControls(text).replace(/\r\n?/g, '\n').trim();
}
