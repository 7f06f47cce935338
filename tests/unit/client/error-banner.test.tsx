import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from '../../../src/client/ui/form/error-banner';

describe('error banner', () => {
  it('shows nothing before a submission has failed', () => {
    render(<ErrorBanner message={null} ref={createRef()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the failure and takes the focus the form gives it', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ErrorBanner message="Invalid username or password" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
