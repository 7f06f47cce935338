/** GET /api/verify/{number}: a certificate's or a receipt's check, and nothing else (decisions 050 and 053). */
export const verificationJsonSchema = {
  type: 'object',
  required: ['valid', 'status', 'kind', 'type', 'number', 'name', 'issuedAt', 'office'],
  properties: {
    valid: { type: 'boolean', description: 'A certificate issued and not revoked; a receipt whose payment stands' },
    status: {
      type: 'string',
      enum: ['valid', 'revoked', 'paid', 'refunded'],
      description: 'A certificate: valid or revoked; a receipt: paid or refunded',
    },
    kind: { type: 'string', enum: ['certificate', 'receipt'] },
    type: { type: 'string', description: 'The certificate type or the tax (its definition’s slug)' },
    number: { type: 'string' },
    name: { type: 'string', description: 'The person’s name as the certificate prints it; the payer as the bill names them' },
    billNumber: { type: 'string', description: 'A receipt: the property, consumer, connection or patta number' },
    total: { type: 'number', description: 'A receipt: what was paid, in rupees' },
    issuedAt: { type: 'string', format: 'date-time' },
    office: { type: 'string', description: 'The issuing office' },
    revokedAt: { type: 'string', format: 'date-time' },
    refundedAt: { type: 'string', format: 'date-time' },
  },
} as const;
