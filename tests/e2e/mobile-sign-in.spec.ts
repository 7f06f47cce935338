import { test as base, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { ownServerPort, startOwnServer } from './support/own-server';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom } from './support/tamil';

/*
 * Signing in with a mobile number, in Tamil on a phone (DESIGN section 11). Without an SMS gateway
 * the server writes each SMS to its log as one JSON line with `channel: "sms"`: the test reads the
 * code there, as a person reads it on their phone. The server is the worker's own, started with its
 * log at `info` and its output kept; the suite's shared one logs only warnings.
 */

interface PortalWithSms {
  baseURL: string;
  /** The six digits of the last SMS to `mobile` (ten digits), once it has been logged. */
  codeSentTo(mobile: string): Promise<string>;
}

/** The SMS in a log line, wherever the line nests it: an object with `channel: "sms"`. */
function smsIn(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.channel === 'sms') return record;
  for (const inner of Object.values(record)) {
    const found = smsIn(inner);
    if (found) return found;
  }
  return null;
}

const test = base.extend<object, { portalWithSms: PortalWithSms }>({
  portalWithSms: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const messages: Record<string, unknown>[] = [];
      const port = ownServerPort(170, workerInfo.parallelIndex);
      const server = await startOwnServer(port, { LOG_LEVEL: 'info', PUBLIC_URL: `http://localhost:${port}` }, (line) => {
        try {
          const sms = smsIn(JSON.parse(line));
          if (sms) messages.push(sms);
        } catch {
          // Not a JSON line: nothing of the log's.
        }
      });
      const codeSentTo = async (mobile: string) => {
        const toThem = () => messages.filter((sms) => JSON.stringify(sms).includes(mobile));
        await expect.poll(() => toThem().length, { timeout: 20_000, message: `an SMS to ${mobile} in the log` }).toBeGreaterThan(0);
        const body = JSON.stringify(toThem().at(-1));
        // The WebOTP line ends the SMS: `@host #123456`.
        const code = /#(\d{6})\b/.exec(body)?.[1] ?? /\b(\d{6})\b/.exec(body)?.[1];
        expect(code, `the code in ${body}`).toBeDefined();
        return code ?? '';
      };
      await use({ baseURL: `http://localhost:${port}`, codeSentTo });
      await server.stop();
    },
    // A server of its own starts in seconds, or a minute on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ portalWithSms }, use) => use(portalWithSms.baseURL),
});

test.use({ viewport: { width: 360, height: 740 } });

/** A number of its own for each run: ten digits, the first a 9. */
const aMobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('in Tamil on a phone: a mobile number, the code from the SMS (a wrong one first), and the person is signed in with a new account', async ({
  page,
  context,
  portalWithSms,
}) => {
  test.slow();
  await chooseTamil(context, portalWithSms.baseURL);
  const mobile = aMobileNumber();

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('link', { name: 'கைபேசி எண் மூலம் உள்நுழைய' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'கைபேசி எண் மூலம் உள்நுழைய' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // Written as people write it: the page sends its ten digits.
  const number = page.getByRole('textbox', { name: /கைபேசி எண்/ });
  await expect(number).toHaveAttribute('autocomplete', 'tel');
  await number.fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByRole('button', { name: 'குறியீட்டை அனுப்ப' }).click();

  const codeStep = page.getByRole('heading', { level: 2, name: 'குறியீட்டை உள்ளிடவும்' });
  await expect(codeStep).toBeFocused();
  await expect(page.getByText(`${mobile.slice(0, 5)} ${mobile.slice(5)} என்ற எண்ணுக்கு SMS மூலம்`)).toBeVisible();
  const again = page.getByRole('button', { name: 'குறியீட்டை மீண்டும் அனுப்ப' });
  await expect(again).toBeDisabled();
  await expect(page.getByText(/வினாடிகளில் குறியீட்டை மீண்டும் கேட்கலாம்/)).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);

  const code = await portalWithSms.codeSentTo(mobile);
  const field = page.getByRole('textbox', { name: /SMS-இல் வந்த குறியீடு/ });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  const wrong = code.replace(/\d$/, (last) => String((Number(last) + 1) % 10));
  await field.fill(wrong);
  await page.getByRole('button', { name: 'சரிபார்த்து உள்நுழைய' }).click();
  // The server's words for a wrong code, in Tamil, read out at once.
  const problem = page.getByRole('alert');
  await expect(problem).toBeFocused();
  await expect(problem).toHaveText('குறியீடு சரியாக இல்லை. இன்னும் 4 முறை முயற்சிக்கலாம்.');

  await field.fill(code);
  await page.getByRole('button', { name: 'சரிபார்த்து உள்நுழைய' }).click();
  // Signed in, as login signs in: taken home, with the account's pages in the menu.
  await expect(page).toHaveURL(/\/(ta\/?)?$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'எனது கணக்கு' })).toBeVisible();
  const mobileSection = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'கைபேசி எண்' }) });
  await expect(mobileSection.getByText(`${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
  await expect(mobileSection.getByText('சரிபார்க்கப்பட்டது', { exact: true })).toBeVisible();
  await expect(page.getByText('இந்தக் கணக்கில் மின்னஞ்சல் முகவரி இல்லை.', { exact: false })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
