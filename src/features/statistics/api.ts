// The statistics calls (docs/api.md "Statistics"): figures per UTC day over the last `days` days.
import { api } from '../../lib/api-client';

export interface OverviewStats {
  days: string[];
  orders: {
    total: number;
    amount: number;
    perDay: number[];
    amountPerDay: number[];
    /** `label` in Simplified Chinese, the others possibly empty (the order_status dictionary's entries). */
    byStatus: { status: string; label: string; labelZhTw: string; labelEn: string; count: number }[];
  };
  chat: {
    conversations: number;
    messages: number;
    conversationsPerDay: number[];
    visitorMessagesPerDay: number[];
    agentMessagesPerDay: number[];
  };
  content: {
    news: number;
    newsPublished: number;
    products: number;
    productsPublished: number;
    newsPerDay: number[];
    productsPerDay: number[];
  };
}

export interface VisitStats {
  days: string[];
  online: number;
  visitors: number;
  visitorIps: number;
  logins: number;
  failedLogins: number;
  visitorsPerDay: number[];
  loginsPerDay: number[];
  failedLoginsPerDay: number[];
}

export const fetchOverview = (days: number) => api.get<OverviewStats>('api/statistics/overview', { params: { days } });
export const fetchVisits = (days: number) => api.get<VisitStats>('api/statistics/visit', { params: { days } });
