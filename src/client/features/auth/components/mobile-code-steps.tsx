import { useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { object, string } from 'yup';
import type { ObjectShape } from 'yup';
import type { OtpRequested } from '../../../../shared/api/auth-types';
import type { FormFieldDefinition } from '../../../../shared/domain/form-fields';
import { normalizeIndianMobile, OTP_LENGTH, OTP_PATTERN } from '../../../../shared/domain/users/mobile-sign-in';
import { mobileRule } from '../../../../shared/domain/users/mobile-sign-in-schemas';
import { serverErrorOr } from '../../../lib/calls/api-error';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import { AccountForm } from '../account/account-form';
import { authTexts } from '../auth-texts';
import styles from './mobile-code-steps.module.css';
import { useCountdown } from './use-countdown';
import { useWebOtp } from './web-otp';

/** The code as typed or pasted: the spaces of "123 456" are not part of it. */
const compactCode = (code: string) => code.replace(/\s+/g, '');

/** Ten digits as people read them aloud: 98765 43210. */
export const spacedMobile = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

type Step =
  | { kind: 'number'; typed: string }
  /** `round` counts the codes sent to this number: each starts the countdown and WebOTP afresh. */
  | { kind: 'code'; mobile: string; sent: OtpRequested; round: number };

interface MobileCodeStepsProps<A> {
  /** Sends a code to the number (ten digits): the same 202 whether or not an account has it. */
  request: (mobile: string) => Promise<OtpRequested>;
  /** Sends the code, and the values of `extraFields`, for the number the code went to. */
  confirm: (mobile: string, values: Record<string, string>) => Promise<A>;
  /** The code went through: the page signs the person in, or shows what is now so. */
  onConfirmed?: (answer: A, mobile: string) => void;
  confirmLabel: string;
  confirmFailed: string;
  /** Asked for with the code (a password reset's new password, twice), with their rules. */
  extraFields?: readonly FormFieldDefinition[];
  extraRules?: ObjectShape;
  /** 2 on a page of its own, 3 inside a section of one. */
  headingLevel?: 2 | 3;
  initialMobile?: string;
  /** The first step takes focus when it shows: it was opened by a button, not with the page. */
  focusFirstStep?: boolean;
  /** Beside the first step's form: the account page's Cancel. */
  numberStepActions?: ReactNode;
}

/**
 * A mobile number, then the code sent to it by SMS (DESIGN section 11): signing in, a number added
 * to the account, a password reset. Each step is headed and its heading takes focus when the step
 * changes, so a screen reader reads where the person is. Nothing is a test of memory or skill: the
 * code may be pasted, autofilled (autocomplete="one-time-code"), or filled by Android's WebOTP.
 */
export function MobileCodeSteps<A>({
  request,
  initialMobile = '',
  focusFirstStep = false,
  numberStepActions,
  headingLevel = 2,
  ...codeStep
}: MobileCodeStepsProps<A>) {
  const [step, setStep] = useState<Step>({ kind: 'number', typed: initialMobile });
  // Focus follows a change of step, and the first step only when a button opened it.
  const [moved, setMoved] = useState(focusFirstStep);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  return step.kind === 'number' ? (
    <NumberStep
      key="number"
      typed={step.typed}
      request={request}
      onSent={(mobile, sent) => go({ kind: 'code', mobile, sent, round: 1 })}
      headingLevel={headingLevel}
      focus={moved}
      actions={numberStepActions}
    />
  ) : (
    <CodeStep
      key="code"
      {...codeStep}
      step={step}
      headingLevel={headingLevel}
      focus={moved}
      resend={async () => {
        const sent = await request(step.mobile);
        setStep({ ...step, sent, round: step.round + 1 });
      }}
      anotherNumber={() => go({ kind: 'number', typed: step.mobile })}
    />
  );
}

interface NumberStepProps {
  typed: string;
  request: (mobile: string) => Promise<OtpRequested>;
  onSent: (mobile: string, sent: OtpRequested) => void;
  headingLevel: 2 | 3;
  focus: boolean;
  actions: ReactNode;
}

function NumberStep({ typed, request, onSent, headingLevel, focus, actions }: NumberStepProps) {
  const t = authTexts.get();
  const words = t.mobileSteps;
  const schema = useMemo(() => object({ mobile: mobileRule(t.messages.mobileInvalid) }), [t]);
  const sendTo = async ({ mobile }: { mobile: string }) => {
    // The schema has checked it: normalised as the server normalises it, ten digits are sent.
    const digits = normalizeIndianMobile(mobile) ?? mobile;
    const sent = await request(digits);
    onSent(digits, sent);
    return sent;
  };
  return (
    <div className={styles.step}>
      <StepHeading level={headingLevel} focus={focus}>
        {words.numberHeading}
      </StepHeading>
      <AccountForm
        fields={[{ name: 'mobile', label: words.mobile, kind: 'phone', required: true, hint: words.mobileHint }]}
        initialValues={{ mobile: typed }}
        schema={schema}
        send={sendTo}
        success={() => null}
        submitLabel={words.send}
        busyLabel={words.sending}
        fallbackError={words.sendFailed}
      />
      {actions}
    </div>
  );
}

type CodeStepProps<A> = Pick<
  MobileCodeStepsProps<A>,
  'confirm' | 'onConfirmed' | 'confirmLabel' | 'confirmFailed' | 'extraFields' | 'extraRules'
> & {
  step: Extract<Step, { kind: 'code' }>;
  headingLevel: 2 | 3;
  focus: boolean;
  resend: () => Promise<void>;
  anotherNumber: () => void;
};

function CodeStep<A>({
  step,
  confirm,
  onConfirmed,
  confirmLabel,
  confirmFailed,
  extraFields = [],
  extraRules = {},
  headingLevel,
  focus,
  resend,
  anotherNumber,
}: CodeStepProps<A>) {
  const words = authTexts.get().mobileSteps;
  const { mobile } = step;
  const schema = useMemo(
    () =>
      object({
        code: string()
          .required(words.codeInvalid)
          .test('six-digits', words.codeInvalid, (value) => OTP_PATTERN.test(compactCode(value ?? ''))),
        ...extraRules,
      }),
    [words, extraRules],
  );
  const fields: FormFieldDefinition[] = [
    { name: 'code', label: words.code, kind: 'one-time-code', required: true, hint: words.codeHint, maxLength: OTP_LENGTH },
    ...extraFields,
  ];
  const send = async (values: Record<string, string>) => {
    const answer = await confirm(mobile, { ...values, code: compactCode(values.code ?? '') });
    onConfirmed?.(answer, mobile);
    return answer;
  };
  return (
    <div className={styles.step}>
      <StepHeading level={headingLevel} focus={focus}>
        {words.codeHeading}
      </StepHeading>
      <p>{words.codeSent({ mobile: spacedMobile(mobile), minutes: Math.ceil(step.sent.expiresInSeconds / 60) })}</p>
      {step.round > 1 ? (
        <Alert tone="success" key={step.round}>
          {words.resent({ mobile: spacedMobile(mobile) })}
        </Alert>
      ) : null}
      <AccountForm
        fields={fields}
        initialValues={Object.fromEntries(fields.map((field) => [field.name, '']))}
        schema={schema as never}
        send={send}
        success={() => null}
        submitLabel={confirmLabel}
        busyLabel={words.checking}
        fallbackError={confirmFailed}
      >
        <FillFromSms round={step.round} />
      </AccountForm>
      <SendAgain key={step.round} after={step.sent.resendAfterSeconds} resend={resend} />
      <div className={styles.actions}>
        <Button variant="secondary" block onClick={anotherNumber}>
          {words.anotherNumber}
        </Button>
      </div>
    </div>
  );
}

function StepHeading({ level, focus, children }: { level: 2 | 3; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </Heading>
  );
}

/** Inside the code's form: the code WebOTP hands over fills the field and is sent. */
function FillFromSms({ round }: { round: number }) {
  const { values, setFieldValue, submitForm } = useFormikContext<Record<string, string>>();
  const handedOver = useRef<string | null>(null);
  const fill = useCallback(
    (code: string) => {
      handedOver.current = code;
      void setFieldValue('code', code, false);
    },
    [setFieldValue],
  );
  useWebOtp(fill, round);
  // Sent once the form holds the code: Formik checks the values of its latest render.
  useEffect(() => {
    if (handedOver.current === null || values.code !== handedOver.current) return;
    handedOver.current = null;
    void submitForm();
  }, [values.code, submitForm]);
  return null;
}

/**
 * "Send the code again": unavailable until the server allows another code, with the seconds left
 * beside it (read as the button's description, not announced every second). A new code starts
 * the wait again (the parent gives each code its own `key`), and its outcome is said once.
 */
function SendAgain({ after, resend }: { after: number; resend: () => Promise<void> }) {
  const words = authTexts.get().mobileSteps;
  const left = useCountdown(after);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const countdownId = useId();
  const press = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await resend();
    } catch (err) {
      setProblem(serverErrorOr(err, words.sendFailed));
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p id={countdownId} className={styles.countdown}>
        {left > 0 ? words.resendIn({ seconds: left }) : null}
      </p>
      <Button
        variant="secondary"
        block
        disabled={left > 0 || busy}
        aria-describedby={left > 0 ? countdownId : undefined}
        onClick={() => void press()}
      >
        {words.resend}
      </Button>
    </div>
  );
}
