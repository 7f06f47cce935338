import type { FastifyInstance } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import type { StaffMember } from '../../../shared/api/admin-types';
import { DEPARTMENTS } from '../../../shared/domain/staff/departments';
import { keptWards, newStaffSchema, staffChangeSchema } from '../../../shared/domain/staff/staff-schemas';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { idParams } from '../../http/schemas/ids';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { currentUserOf } from '../auth/guards';
import { hashPassword } from '../auth/password-hashing';
import { assertPasswordAllowed } from '../auth/password-policy';
import { changeOfficer, insertOfficer, listStaff } from './staff-repository';

const staffMemberJsonSchema = {
  type: 'object',
  required: ['_id', 'username', 'email', 'role', 'departments', 'wards', 'active', 'createdAt'],
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ['admin', 'officer'] },
    departments: { type: 'array', items: { type: 'string', enum: DEPARTMENTS }, description: 'Empty for an admin, who works in every one' },
    wards: { type: ['array', 'null'], items: { type: 'string' }, description: 'null: every ward of their departments' },
    active: { type: 'boolean', description: 'False once deactivated: they cannot sign in' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/**
 * The staff (decisions 081 and 082), admins only: POST /api/admin/staff makes an officer (the
 * registration's username, e-mail and password rules; 409 for a taken username or e-mail), GET
 * lists admins and officers, PATCH /api/admin/staff/{id} changes an officer's departments, wards,
 * or `active` (false ends their sessions and their sign-in). Every change is a line of the audit log.
 */
export async function staffRoutes(app: FastifyInstance) {
  app.get(
    adminApiPaths.staff,
    {
      config: { access: 'admin' },
      schema: {
        response: { 200: { type: 'object', required: ['staff'], properties: { staff: { type: 'array', items: staffMemberJsonSchema } } } },
      },
    },
    async (): Promise<{ staff: StaffMember[] }> => ({ staff: await listStaff(app.db) }),
  );

  app.post(
    adminApiPaths.staff,
    { config: { access: 'admin' }, schema: { body: bodyJsonSchemaOf(newStaffSchema), response: { 201: staffMemberJsonSchema } } },
    async (request, reply) => {
      const input = parseBody(newStaffSchema, request.body);
      assertPasswordAllowed(input.password);
      const officer = await insertOfficer(app.db, currentUserOf(request), {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password, app.config.scryptLogN),
        departments: [...new Set(input.departments)],
        wards: keptWards(input.wards),
      });
      return reply.code(201).send(officer);
    },
  );

  app.patch<{ Params: { id: string } }>(
    adminApiPaths.patterns.staffMember,
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: bodyJsonSchemaOf(staffChangeSchema), response: { 200: staffMemberJsonSchema } },
      ...notFoundWhenMalformed('staff.not_found'),
    },
    async (request) => {
      const input = parseBody(staffChangeSchema, request.body);
      return changeOfficer(app.db, currentUserOf(request), request.params.id.toLowerCase(), {
        ...(input.departments !== undefined ? { departments: [...new Set(input.departments)] } : {}),
        ...(input.wards !== undefined ? { wards: keptWards(input.wards) } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      });
    },
  );
}
