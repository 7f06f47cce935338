import { api } from './calls/api';

/**
 * Fetches a file the API gives only with the signed-in person's token (a certificate's PDF) and
 * hands it to the browser as a download named `fileName`: a plain link would carry no token.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { data } = await (await api()).get<Blob>(path, { responseType: 'blob' });
  saveFile(data, fileName);
}

/** Hands a file made on the device (a table as CSV) to the browser as a download named `fileName`. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** certificate-MUN-BIR-2026-000001.pdf: the number without its slashes. */
export const certificateFileName = (number: string) => `certificate-${number.replaceAll('/', '-')}.pdf`;

/** receipt-MUN-RCT-2026-000001.pdf, as the server names it. */
export const receiptFileName = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;

/** acknowledgement-BIR-7K3M-9QXD.pdf, as the server names it (decision 054). */
export const acknowledgementFileName = (reference: string) => `acknowledgement-${reference}.pdf`;
