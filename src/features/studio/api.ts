// The screen studio's calls (docs/api.md "Screen studio").
import type { StudioListItem } from '../../../schemas/wire/studio';
import { api } from '../../lib/api-client';

export type { StudioListItem };

export const fetchStudioScreens = () => api.get<StudioListItem[]>('api/studio/screens');
