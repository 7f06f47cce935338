import { adminApiPaths } from '../../../../shared/api/admin-paths';
import type { NewStaffMember, StaffChange, StaffMember } from '../../../../shared/api/admin-types';
import { apiClient } from '../../../lib/api-client';

export async function fetchStaff(): Promise<StaffMember[]> {
  const { data } = await apiClient.get<{ staff: StaffMember[] }>(adminApiPaths.staff);
  return data.staff;
}

export async function addOfficer(officer: NewStaffMember): Promise<StaffMember> {
  const { data } = await apiClient.post<StaffMember>(adminApiPaths.staff, officer);
  return data;
}

export async function changeOfficer(id: string, change: StaffChange): Promise<StaffMember> {
  const { data } = await apiClient.patch<StaffMember>(adminApiPaths.staffMember(id), change);
  return data;
}
