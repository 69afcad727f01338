// The collection hooks of the database tool's targets (tools/database-target): every save is
// refused when it names the product's own database (services/database-targets.ts).
import type { CollectionRow } from '../repositories/collections';
import type { CollectionHooks } from '../screens/collection-hooks';
import type { Body } from '../screens/form-body';
import { DATABASE_TARGETS, refuseProductDatabase } from '../services/database-targets';

export const databaseTargetHooks: Record<string, CollectionHooks> = {
  [DATABASE_TARGETS]: {
    async beforeCreate(ctx, body: Body) {
      await refuseProductDatabase(ctx.request, body);
      return body;
    },
    async beforeUpdate(ctx, current: CollectionRow, body: Body) {
      await refuseProductDatabase(ctx.request, { ...current.data, ...body });
      return { body };
    },
  },
};
