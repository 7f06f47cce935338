import { Link } from 'react-router-dom';
import styles from '../../../ui/form/form.module.css';
import { authTexts } from '../auth-texts';

export interface AuthLink {
  lead: string;
  to: string;
  text: string;
}

export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <nav className={styles.links} aria-label={authTexts.get().otherOptions}>
      {links.map((link) => (
        <p key={link.to}>
          {link.lead} <Link to={link.to}>{link.text}</Link>
        </p>
      ))}
    </nav>
  );
}
