import { Link } from 'react-router-dom';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'onDark';

const variantClass: Record<Variant, string | undefined> = {
  primary: undefined,
  secondary: styles.secondary,
  onDark: styles.onDark,
};

function classes(variant: Variant, block: boolean | undefined): string {
  return [styles.button, variantClass[variant], block ? styles.block : undefined].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  /** The button element itself (React 19 passes a ref as a prop), e.g. to give it focus. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, type = 'button', disabled, ...rest }: ButtonProps) {
  // In a prerendered form, until React has hydrated it (or for good, with JavaScript off), the
  // browser would send the form itself: a GET to the page with every field in the URL. A disabled
  // submit button stops that, Enter in a field included.
  const hydrated = useHydrated();
  return <button type={type} className={classes(variant, block)} disabled={disabled || (type === 'submit' && !hydrated)} {...rest} />;
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: Variant;
  block?: boolean;
  /** Router state carried along: a sign-in page passes on the page the guard sent the person from. */
  state?: unknown;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ to, children, variant = 'primary', block, state }: ButtonLinkProps) {
  return (
    <Link to={to} state={state} className={classes(variant, block)}>
      {children}
    </Link>
  );
}
