import { Link } from 'react-router-dom';
import styles from './card.module.css';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  headingLevel?: 'h2' | 'h3';
}

export function LinkCard({ to, title, description, headingLevel: Heading = 'h2' }: LinkCardProps) {
  return (
    <article className={styles.card}>
      <Heading>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <p>{description}</p>
    </article>
  );
}

export const cardGridClass = styles.grid;
