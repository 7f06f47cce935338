import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { StaffChange, StaffMember } from '../../../../shared/api/admin-types';
import type { Department } from '../../../../shared/domain/staff/departments';
import { describeFailure } from '../../../lib/calls/api-error';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Button, ButtonLink } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import formStyles from '../../../ui/form/form.module.css';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminTexts } from '../admin-texts';
import { addOfficer, changeOfficer, fetchStaff } from '../api/staff-api';
import { failureReasonOf } from '../components/admin-format';
import { AdminTable } from '../components/admin-table';
import { DepartmentChoice } from '../components/department-choice';
import { departmentWord, wardsFromText } from '../components/department-words';
import { staffTexts } from '../staff-texts';
import styles from './staff-page.module.css';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, staffTexts];

type Said = { tone: 'success' | 'error'; text: string } | null;

/** The server's words for each field it refused (in the page's language), and its message. */
function refusal(err: unknown): { message: string; fields: Record<string, string> } {
  const failure = describeFailure(err);
  const fields = failure.kind === 'server' ? (failure.fields ?? {}) : {};
  return { message: failureReasonOf(failure), fields };
}

/**
 * /admin/staff (admins only, decision 082): the administrators and officers; an officer added
 * with their departments and wards, changed, deactivated and reactivated. Every change is a line
 * of the audit log, written by the server.
 */
export function StaffPage() {
  const t = staffTexts.get();
  const [said, setSaid] = useState<Said>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const read = useServerRead(useCallback(() => fetchStaff(), []));
  const loadError = read.failure ? t.page.loadFailed({ reason: failureReasonOf(read.failure) }) : null;

  const change = async (member: StaffMember, body: StaffChange, done: string) => {
    try {
      await changeOfficer(member._id, body);
      setSaid({ tone: 'success', text: done });
      setEditing(null);
      void read.reload();
    } catch (err) {
      setSaid({ tone: 'error', text: t.outcomes.failed({ reason: refusal(err).message }) });
    }
  };

  return (
    <Page title={t.page.title} intro={t.page.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.page.back}
        </ButtonLink>
      </p>
      <div aria-live="polite">{said ? <Alert tone={said.tone}>{said.text}</Alert> : null}</div>
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {read.data === undefined ? (
        loadError ? null : (
          <LoadingIndicator label={t.page.loading} />
        )
      ) : (
        <StaffList
          staff={read.data}
          editing={editing}
          onEdit={setEditing}
          onChange={(member, body, done) => void change(member, body, done)}
        />
      )}
      <NewOfficerForm
        onAdded={(officer) => {
          setSaid({ tone: 'success', text: t.outcomes.created({ username: officer.username }) });
          void read.reload();
        }}
      />
    </Page>
  );
}

interface StaffListProps {
  staff: readonly StaffMember[];
  editing: string | null;
  onEdit: (id: string | null) => void;
  onChange: (member: StaffMember, body: StaffChange, done: string) => void;
}

function StaffList({ staff, editing, onEdit, onChange }: StaffListProps) {
  const t = staffTexts.get();
  const c = t.list.columns;
  return (
    <AdminTable
      id="staff"
      title={t.list.title}
      columns={[c.username, c.email, c.role, c.departments, c.wards, c.status, c.actions]}
      count={staff.length}
    >
      {staff.map((member) => (
        <tr key={member._id}>
          <td className={styles.cell}>{member.username}</td>
          <td className={styles.cell}>{member.email}</td>
          <td>{t.roles[member.role]}</td>
          <td>{member.role === 'admin' ? t.list.everyDepartment : member.departments.map(departmentWord).join(', ')}</td>
          <td className={styles.cell}>{member.wards?.length ? member.wards.join(', ') : t.list.everyWard}</td>
          <td>{member.active ? t.list.active : t.list.deactivated}</td>
          <td>
            {member.role === 'officer' ? (
              editing === member._id ? (
                <OfficerEdit
                  member={member}
                  onCancel={() => onEdit(null)}
                  onSave={(body) => onChange(member, body, t.outcomes.saved({ username: member.username }))}
                />
              ) : (
                <span className={styles.actions}>
                  <Button variant="secondary" onClick={() => onEdit(member._id)}>
                    {t.actions.edit({ username: member.username })}
                  </Button>
                  {member.active ? (
                    <Button
                      variant="secondary"
                      onClick={() => onChange(member, { active: false }, t.outcomes.deactivated({ username: member.username }))}
                    >
                      {t.actions.deactivate({ username: member.username })}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => onChange(member, { active: true }, t.outcomes.reactivated({ username: member.username }))}
                    >
                      {t.actions.reactivate({ username: member.username })}
                    </Button>
                  )}
                </span>
              )
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** An officer's departments and wards, changed in their row. */
function OfficerEdit({ member, onSave, onCancel }: { member: StaffMember; onSave: (body: StaffChange) => void; onCancel: () => void }) {
  const t = staffTexts.get();
  const id = useId();
  const [departments, setDepartments] = useState<Department[]>(member.departments);
  const [wards, setWards] = useState((member.wards ?? []).join(', '));
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (departments.length === 0) return setError(t.messages.departmentsRequired);
    onSave({ departments, wards: wardsFromText(wards) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t.edit.title({ username: member.username })}>
      <DepartmentChoice
        id={`${id}-departments`}
        legend={t.create.departments}
        chosen={departments}
        onChange={setDepartments}
        error={error}
      />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-wards`} className={formStyles.label}>
          {t.create.wards}
        </label>
        <input id={`${id}-wards`} className={formStyles.input} value={wards} onChange={(event) => setWards(event.target.value)} />
      </div>
      <span className={styles.actions}>
        <Button type="submit">{t.actions.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.actions.cancel}
        </Button>
      </span>
    </form>
  );
}

const EMPTY = { username: '', email: '', password: '', wards: '' };

/** Adds an officer: the registration's account fields, their departments and, optionally, wards. */
function NewOfficerForm({ onAdded }: { onAdded: (officer: StaffMember) => void }) {
  const t = staffTexts.get();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [departments, setDepartments] = useState<Department[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (departments.length === 0) return setErrors({ departments: t.messages.departmentsRequired });
    setBusy(true);
    setFailure(null);
    try {
      const wards = wardsFromText(values.wards);
      const officer = await addOfficer({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        departments,
        ...(wards.length > 0 ? { wards } : {}),
      });
      setValues(EMPTY);
      setDepartments([]);
      setErrors({});
      onAdded(officer);
    } catch (err) {
      const refused = refusal(err);
      setErrors(refused.fields);
      setFailure(Object.keys(refused.fields).length > 0 ? refused.message : t.create.failed);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, type: 'text' | 'email' | 'password', hint?: string) => (
    <StaffTextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      hint={hint}
      value={values[name]}
      error={Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}[`))?.[1]}
      onChange={(value) => setValues({ ...values, [name]: value })}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.create.title}</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {field('username', t.create.username, 'text')}
      {field('email', t.create.email, 'email')}
      {field('password', t.create.password, 'password', t.create.passwordHint)}
      <DepartmentChoice
        id={`${id}-departments`}
        legend={t.create.departments}
        chosen={departments}
        onChange={(chosen) => {
          setDepartments(chosen);
          setErrors(({ departments: _cleared, ...rest }) => rest);
        }}
        error={errors.departments}
      />
      {field('wards', t.create.wards, 'text', t.create.wardsHint)}
      <Button type="submit" disabled={busy}>
        {busy ? t.create.busy : t.create.submit}
      </Button>
    </form>
  );
}

interface StaffTextFieldProps {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  hint?: string | undefined;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled input of the new officer's form, with its hint and the server's word on it. */
function StaffTextField({ id, name, label, type, hint, value, error, onChange }: StaffTextFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        className={formStyles.input}
        value={value}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
