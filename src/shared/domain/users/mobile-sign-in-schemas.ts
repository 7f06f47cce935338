import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import type { MobileConfirm, OtpRequest, OtpVerify, SmsPasswordReset } from '../../api/auth-types';
import { normalizeIndianMobile, OTP_PATTERN } from './mobile-sign-in';
import { userMessages } from './user-messages';
import type { UserMessages } from './user-messages';
import { newPassword } from './user-schemas';

/**
 * The bodies of signing in with a mobile number (DESIGN section 11), shared by the pages and the
 * server as every account form is. A number is taken as people write it (`+91`, spaces, dashes);
 * `normalizeIndianMobile` gives its ten digits once it passes. A code with anything but six digits
 * is refused here, before any try of it is counted. Each is held to the contract's type.
 */
interface MobileSignInMessages {
  mobileInvalid: string;
  codeInvalid: string;
}

/** The server's words, and the pages' defaults. */
const mobileSignInMessages: MobileSignInMessages = {
  mobileInvalid: 'Enter a 10-digit Indian mobile number',
  codeInvalid: 'Enter the 6-digit code from the SMS',
};

/** Long enough for `+91 98765-43210` with room to spare, short enough that nobody posts a page of it. */
const MOBILE_TYPED_MAX = 20;

const text = (field: string) => string().typeError(`${field} must be text`);

/** A mobile number as typed, the same rule on the page (with its language's message) and on the server. */
export const mobileRule = (message: string) =>
  text('Mobile number')
    .required(message)
    .max(MOBILE_TYPED_MAX, message)
    .test('phone', message, (value) => value === undefined || normalizeIndianMobile(value) !== null);

const mobile = (messages: MobileSignInMessages) => mobileRule(messages.mobileInvalid);

const code = (messages: MobileSignInMessages) => text('Code').required(messages.codeInvalid).matches(OTP_PATTERN, messages.codeInvalid);

/** POST /api/auth/otp/request, /api/me/mobile, /api/auth/password-reset/sms. */
const buildOtpRequestSchema = (messages: MobileSignInMessages = mobileSignInMessages) => object({ mobile: mobile(messages) });
export const otpRequestSchema: ObjectSchema<OtpRequest> = buildOtpRequestSchema();

/** POST /api/auth/otp/verify. */
const buildOtpVerifySchema = (messages: MobileSignInMessages = mobileSignInMessages) =>
  object({ mobile: mobile(messages), code: code(messages) });
export const otpVerifySchema: ObjectSchema<OtpVerify> = buildOtpVerifySchema();

/** POST /api/me/mobile/confirm. */
const buildMobileConfirmSchema = (messages: MobileSignInMessages = mobileSignInMessages) => object({ code: code(messages) });
export const mobileConfirmSchema: ObjectSchema<MobileConfirm> = buildMobileConfirmSchema();

/** POST /api/auth/password-reset/sms/confirm: the new password follows registration's rules. */
const buildSmsPasswordResetSchema = (messages: MobileSignInMessages = mobileSignInMessages, accountMessages: UserMessages = userMessages) =>
  object({ mobile: mobile(messages), code: code(messages), password: newPassword(accountMessages) });
export const smsPasswordResetSchema: ObjectSchema<SmsPasswordReset> = buildSmsPasswordResetSchema();
