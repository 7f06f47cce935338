import { DEPARTMENTS } from '../../../../shared/domain/staff/departments';
import type { Department } from '../../../../shared/domain/staff/departments';
import formStyles from '../../../ui/form/form.module.css';
import styles from '../pages/staff-page.module.css';
import { departmentWord } from './department-words';

interface DepartmentChoiceProps {
  /** Names the checkboxes' ids: one form's choice apart from another's on the same page. */
  id: string;
  legend: string;
  chosen: readonly Department[];
  onChange: (chosen: Department[]) => void;
  error?: string | undefined;
}

/** An officer's departments as checkboxes, one or more (decision 082). */
export function DepartmentChoice({ id, legend, chosen, onChange, error }: DepartmentChoiceProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {DEPARTMENTS.map((department) => (
        <label key={department} htmlFor={`${id}-${department}`} className={styles.choice}>
          <input
            id={`${id}-${department}`}
            type="checkbox"
            checked={chosen.includes(department)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? DEPARTMENTS.filter((each) => each === department || chosen.includes(each))
                  : chosen.filter((each) => each !== department),
              )
            }
          />{' '}
          {departmentWord(department)}
        </label>
      ))}
    </fieldset>
  );
}
