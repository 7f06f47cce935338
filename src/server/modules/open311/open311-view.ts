import { FINAL_GRIEVANCE_STATUSES, grievanceSubjectLabels } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import { dueAt } from '../../../shared/domain/certificates/service-time';
import type { Open311Status } from './open311-query';
import type { PublicGrievance } from './open311-repository';

/** A grievance as GET requests.json and requests/{id}.json answer it (GeoReport v2's service request). */
export interface Open311ServiceRequest {
  service_request_id: string;
  status: Open311Status;
  status_notes: null;
  service_name: string;
  service_code: GrievanceSubject;
  description: null;
  agency_responsible: null;
  service_notice: null;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string | null;
  address_id: null;
  zipcode: null;
  lat: number | null;
  long: number | null;
  media_url: null;
}

/**
 * What anyone may read of a grievance (decisions 065 and 086): its service, status, dates and
 * place. Never its submitter's name, email or words, nor the clerk's note, which are the
 * submitter's alone; not the photo either, which is served to staff only.
 * `expected_datetime` is when an open grievance is due: its service time from its filing, or
 * from its reopening.
 */
export function serviceRequestOf(grievance: PublicGrievance, grievanceServiceTimeMs: number): Open311ServiceRequest {
  const closed = FINAL_GRIEVANCE_STATUSES.includes(grievance.status);
  return {
    service_request_id: grievance.complaintId,
    status: closed ? 'closed' : 'open',
    status_notes: null,
    service_name: grievanceSubjectLabels[grievance.subject],
    service_code: grievance.subject,
    description: null,
    agency_responsible: null,
    service_notice: null,
    requested_datetime: grievance.createdAt.toISOString(),
    updated_datetime: grievance.updatedAt.toISOString(),
    expected_datetime: closed ? null : dueAt(grievance.reopenedAt ?? grievance.createdAt, grievanceServiceTimeMs).toISOString(),
    address: grievance.landmark,
    address_id: null,
    zipcode: null,
    lat: grievance.latitude,
    long: grievance.longitude,
    media_url: null,
  };
}
