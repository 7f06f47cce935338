import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Bill, BillDue } from '../../../shared/api/submissions/tax-types';
import { apiPaths } from '../../../shared/api/paths';
import { paiseToRupees } from '../../../shared/domain/common/money';
import { billCharges } from '../../../shared/domain/taxes/register-bills';
import { TAX_TEXT_MAX, taxBySlug, taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxSlug } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { taxMessages } from '../../../shared/schemas/tax-order-schema';
import type { Config } from '../../config';
import type { RegisterAccountRow } from '../../db/schema';
import { verifyPathOf } from '../../documents/verifiable';
import { badRequest, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { builtOncePer } from '../../lib/built-once-per';
import { maskedName } from './masked-name';
import { demandsOf, findRegisterAccount } from './register-repository';
import type { DemandWithPayment } from './register-repository';
import { taxFieldMessages } from './tax-messages';

/** The identifiers a bill shows anyone who knows its number: where it is, never who lives there or their number. */
const PUBLIC_IDENTIFIERS = new Set(['wardNo', 'zone', 'discom', 'provider', 'village']);

/** `?type=…&{numberField}=…`, checked as a body is: the type's own number field, required, as text. */
const billQueryOf = builtOncePer((definition: TaxDefinition): ObjectSchema<AnyObject> =>
  object({
    type: string().required(),
    [definition.numberField]: string()
      .typeError(taxMessages.notText(numberLabel(definition)))
      .trim()
      .required(taxMessages.required(numberLabel(definition)))
      .max(TAX_TEXT_MAX, taxMessages.tooLong(numberLabel(definition))),
  }),
);

function numberLabel(definition: TaxDefinition): string {
  return definition.identifiers.find((field) => field.name === definition.numberField)?.label ?? definition.numberField;
}

const numberFields = [...new Set(taxDefinitions.map((definition) => definition.numberField))];

const rupees = (description: string) => ({ type: 'number', description: `${description}, in rupees` });

const billJsonSchema = {
  type: 'object',
  required: ['type', 'number', 'name', 'identifiers', 'dues', 'totalDue'],
  properties: {
    type: { type: 'string', enum: taxDefinitions.map((definition) => definition.slug) },
    number: { type: 'string', description: 'The bill’s number as the register writes it' },
    name: { type: ['string', 'null'], description: 'The payer’s name, masked (R***a K***r)' },
    identifiers: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Ward, zone, provider: never an address or a mobile number',
    },
    dues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['billNumber', 'periodStart', 'dueDate', 'amount', 'lateFee', 'rebate', 'total', 'status'],
        properties: {
          billNumber: { type: 'string' },
          period: { type: 'string' },
          billMonth: { type: 'string' },
          periodStart: { type: 'string', format: 'date' },
          dueDate: { type: 'string', format: 'date' },
          amount: rupees('The demand'),
          lateFee: rupees('The late fee, today (or as paid)'),
          rebate: rupees('The early-payment rebate, today (or as paid)'),
          total: rupees('What is to pay today (or what was paid)'),
          status: { type: 'string', enum: ['due', 'paid'] },
          receiptNumber: { type: 'string' },
          verifyUrl: { type: 'string' },
        },
      },
    },
    totalDue: rupees('Every due demand’s total'),
  },
} as const;

/**
 * GET /api/bills (DESIGN section 11, decision 075): a bill from the municipality's register, for
 * anyone who knows its number, limited per client as tracking is so that numbers cannot be walked.
 */
export async function billRoutes(app: FastifyInstance) {
  app.get(
    apiPaths.bills,
    {
      config: { access: 'public', ...perMinuteLimit(app.config.grievanceLookupRateLimitMax) },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', description: 'The tax type' },
            ...Object.fromEntries(
              numberFields.map((name) => [name, { type: 'string', description: 'The bill’s number, by its type’s field' }]),
            ),
          },
        },
        response: { 200: billJsonSchema },
      },
    },
    async (request): Promise<Bill> => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const definition = typeof query.type === 'string' ? taxBySlug(query.type) : undefined;
      if (!definition) throw badRequest('tax.unknown_type', { fields: { type: taxFieldMessages.type }, fieldCodes: { type: 'oneOf' } });
      const typed = query[definition.numberField];
      const checked = parseBody(billQueryOf(definition), {
        type: query.type,
        [definition.numberField]: typeof typed === 'string' ? typed.trim() : typed,
      });
      const account = await findRegisterAccount(app.db, definition.slug, String(checked[definition.numberField]));
      if (!account) throw notFound('bill.not_found', { values: { assessment: app.config.taxRegister === 'open' ? 'self' : 'office' } });
      return billOf(definition, account, await demandsOf(app.db, account.id), app.config);
    },
  );
}

/** The register's account as the public sees it: the masked name, the place, and each demand priced today. */
function billOf(
  definition: TaxDefinition,
  account: RegisterAccountRow,
  demands: DemandWithPayment[],
  config: Pick<Config, 'publicUrl'>,
): Bill {
  const now = new Date();
  const priced = demands.map(({ demand, paid }) => ({
    demand,
    paid,
    charges: paid
      ? { lateFeePaise: paid.payment.lateFeePaise, rebatePaise: paid.payment.rebatePaise, totalPaise: paid.payment.totalPaise }
      : billCharges(definition, demand, now),
  }));
  const dues = priced.map(({ demand, paid, charges }): BillDue => ({
    billNumber: String(demand.billNo),
    [definition.period.name]: demand.period,
    periodStart: demand.periodStart,
    dueDate: demand.dueDate,
    amount: paiseToRupees(demand.amountPaise),
    lateFee: paiseToRupees(charges.lateFeePaise),
    rebate: paiseToRupees(charges.rebatePaise),
    total: paiseToRupees(charges.totalPaise),
    status: paid ? 'paid' : 'due',
    ...(paid?.receipt
      ? {
          receiptNumber: paid.receipt.number,
          verifyUrl: `${config.publicUrl}${verifyPathOf(paid.receipt.number, paid.receipt.verifyToken)}`,
        }
      : {}),
  }));
  const totalDuePaise = priced.filter(({ paid }) => !paid).reduce((sum, { charges }) => sum + charges.totalPaise, 0);
  return {
    type: definition.slug as TaxSlug,
    number: account.number,
    name: account.name ? maskedName(account.name) : null,
    identifiers: Object.fromEntries(Object.entries(account.identifiers).filter(([name]) => PUBLIC_IDENTIFIERS.has(name))),
    dues,
    totalDue: paiseToRupees(totalDuePaise),
  };
}
