import type { PublicUser } from '../../../../shared/api/auth-types';
import { staffTexts } from '../staff-texts';
import { departmentWord } from './department-words';

/**
 * An officer's dashboard opens with what is theirs (decision 082): their departments and wards,
 * which the server's lists, queue and figures already keep them to.
 */
export function AssignedToMe({ user }: { user: PublicUser }) {
  const t = staffTexts.get().assigned;
  const departments = (user.departments ?? []).map(departmentWord).join(', ');
  const wards = user.wards?.length ? t.wards({ wards: user.wards.join(', ') }) : t.everyWard;
  return (
    <section aria-labelledby="assigned-heading">
      <h2 id="assigned-heading">{t.title}</h2>
      <p>
        {t.departments({ departments })}
        <br />
        {wards}
      </p>
      <p>{t.onlyYours}</p>
    </section>
  );
}
