import { Link } from 'react-router-dom';
import styles from '../../../ui/form/form.module.css';

export interface AuthLink {
  lead: string;
  to: string;
  text: string;
}

export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <nav className={styles.links} aria-label="Other sign-in options">
      {links.map((link) => (
        <p key={link.to}>
          {link.lead} <Link to={link.to}>{link.text}</Link>
        </p>
      ))}
    </nav>
  );
}
