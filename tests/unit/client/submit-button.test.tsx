import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from '../../../src/client/ui/form/submit-button';

describe('submit button', () => {
  it('says what it is doing and takes no second press while the form submits, then is ready again', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    let submissions = 0;
    render(
      <Formik
        initialValues={{}}
        onSubmit={() => {
          submissions += 1;
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      >
        <Form>
          <SubmitButton label="Sign In" busyLabel="Signing In..." />
        </Form>
      </Formik>,
    );

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(submissions).toBe(1);

    finish();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
