// The workplace's call: a few numbers for the statistics cards (docs/api.md).
import { api } from '../../lib/api-client';

export interface DashboardStats {
  users: number;
  logins: number;
  roles: number;
  permissions: number;
}

export const fetchDashboardStats = () => api.get<DashboardStats>('api/dashboard/stats');
