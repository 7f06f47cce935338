import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses a form's button once it is available, as a person (and Playwright's click) waits for it:
 * a form still reading its draft from the device marks its button aria-disabled, and a press then
 * only says that the saved answers are being restored.
 */
export async function pressSubmit(user: UserEvent, name: string): Promise<void> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await user.click(button);
}
