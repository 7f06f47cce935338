import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pressSubmit } from './press-submit';

/**
 * Presses a certificate or tax form's button, then the same button on the "Check your answers"
 * summary it leads to, which sends (docs/decisions/046). `title`: the summary's heading.
 */
export async function sendAfterCheckingAnswers(
  user: UserEvent,
  button: string,
  title = 'Check your answers before sending',
): Promise<void> {
  await pressSubmit(user, button);
  const summary = await screen.findByRole('region', { name: title });
  await user.click(within(summary).getByRole('button', { name: button }));
}
