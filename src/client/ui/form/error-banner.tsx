import type { Ref } from 'react';
import { Alert } from './alert';

interface ErrorBannerProps {
  /** What the last attempt failed with; without one, nothing is shown. */
  message: string | null;
  /** The form moves focus here once the message is shown, so that it is read out at once. */
  ref: Ref<HTMLDivElement>;
}

/** The banner above a form that says why its last submission failed. */
export function ErrorBanner({ message, ref }: ErrorBannerProps) {
  return message ? (
    <Alert tone="error" ref={ref}>
      {message}
    </Alert>
  ) : null;
}
