import type { ComponentType } from 'react';
import type { Row } from '../data-provider';

export type RowActionRenderer = ComponentType<{ record: Row }>;
