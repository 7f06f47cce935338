import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import { taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';

const count = { type: 'integer', minimum: 0 } as const;
const shareOrNull = (description: string) => ({ type: ['number', 'null'], minimum: 0, maximum: 1, description }) as const;
const numberOrNull = (description: string) => ({ type: ['number', 'null'], description }) as const;
const countOrNull = { type: ['integer', 'null'], minimum: 0 } as const;
const ward = { type: ['string', 'null'], description: 'The ward; null for items that name none' } as const;
const suppressed = {
  type: 'boolean',
  description: 'Fewer than 5 items: every figure of the row is null, never the count',
} as const;

const grievanceFigures = {
  received: count,
  resolved: { ...count, description: 'Resolved now' },
  medianDaysToResolve: numberOrNull('Median days from receipt to the last resolution, of those resolved'),
  reopenedShare: shareOrNull('Reopened by their submitter at least once, of those received'),
  averageRating: numberOrNull('The submitters’ average rating, 1 to 5'),
} as const;

const money = {
  suppressed,
  demand: numberOrNull('The register’s demand of the periods starting in the days, in rupees'),
  collected: numberOrNull('What of it was paid, in rupees'),
  collectedShare: shareOrNull('collected ÷ demand'),
} as const;
const taxType = { type: 'string', enum: taxDefinitions.map((definition) => definition.slug) } as const;

export const publicStatsSchema = {
  querystring: {
    type: 'object',
    properties: {
      month: { type: 'string', description: 'YYYY-MM: the figures of that month (this one or before); by default the last 90 days' },
    },
  },
  response: {
    200: {
      description: 'The figures of the items received in the days, nothing personal (decision 087)',
      type: 'object',
      required: ['generatedAt', 'from', 'to', 'month', 'services', 'grievances', 'collection'],
      properties: {
        generatedAt: { type: 'string', format: 'date-time' },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        month: { type: ['string', 'null'] },
        services: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'received', 'decided', 'onTimeShare', 'medianDays'],
            properties: {
              type: { type: 'string', enum: certificateDefinitions.map((definition) => definition.slug) },
              received: count,
              decided: count,
              onTimeShare: shareOrNull('Decided by its due time, of those decided'),
              medianDays: numberOrNull('Median days from receipt to decision'),
            },
          },
        },
        grievances: {
          type: 'object',
          required: ['bySubject', 'byWard'],
          properties: {
            bySubject: {
              type: 'array',
              items: {
                type: 'object',
                required: ['subject', ...Object.keys(grievanceFigures)],
                properties: { subject: { type: 'string', enum: [...GRIEVANCE_SUBJECTS] }, ...grievanceFigures },
              },
            },
            byWard: {
              type: 'array',
              items: {
                type: 'object',
                required: ['ward', 'suppressed', ...Object.keys(grievanceFigures)],
                properties: {
                  ward,
                  suppressed,
                  ...grievanceFigures,
                  received: countOrNull,
                  resolved: countOrNull,
                },
              },
            },
          },
        },
        collection: {
          type: 'object',
          required: ['byTax', 'byWard'],
          properties: {
            byTax: {
              type: 'array',
              items: { type: 'object', required: ['type', ...Object.keys(money)], properties: { type: taxType, ...money } },
            },
            byWard: {
              type: 'array',
              items: {
                type: 'object',
                required: ['type', 'ward', ...Object.keys(money)],
                properties: { type: taxType, ward, ...money },
              },
            },
          },
        },
      },
    },
  },
} as const;
