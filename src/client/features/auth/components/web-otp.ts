import { useEffect } from 'react';

/** The WebOTP request (not yet in TypeScript's DOM types): the code of the next SMS that names this site. */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}

/**
 * Android Chrome offers the code of an SMS whose last line is `@{host} #{code}` (the server's code
 * messages end so): with the person's consent it is handed to `onCode`. Browsers without WebOTP
 * do nothing here; the field's `autocomplete="one-time-code"` and paste remain. The request ends
 * when the step is left or a new code is sent (`round`), so no old request fills a later form.
 */
export function useWebOtp(onCode: (code: string) => void, round: unknown): void {
  useEffect(() => {
    if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials.get(request).then(
      (credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (!controller.signal.aborted && typeof code === 'string') onCode(code);
      },
      // Aborted, refused by the person, or timed out: they type or paste the code instead.
      () => undefined,
    );
    return () => controller.abort();
  }, [onCode, round]);
}
