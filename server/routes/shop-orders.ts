// POST api/shopOrder/{id}/{action}: one step of an order's status flow (pay, cancel, ship,
// receive, refund, refundApprove, refundReject), with that step's details (express company and
// number on ship, amount and reason on refund). The same rules apply to a status changed
// through the order's edit form (shop/hooks.ts); an invalid step is a translated 409, unchanged.
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { collectionResource } from '../resources/collection';
import { ORDER, planAction } from '../shop/hooks';
import { ORDER_ACTIONS, type ActionInput, type OrderAction } from '../shop/order-flow';

const params = {
  type: 'object',
  required: ['id', 'action'],
  properties: { id: { type: 'integer', minimum: 1 }, action: { enum: ORDER_ACTIONS } },
} as const;

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    expressCompany: { type: 'string', maxLength: 50 },
    expressNo: { type: 'string', maxLength: 50, pattern: '^[A-Za-z0-9-]*$' },
    refundAmount: { type: 'number', minimum: 0, maximum: 99999999 },
    refundReason: { type: 'string', maxLength: 500 },
  },
} as const;

const shopOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number; action: OrderAction }; Body: ActionInput | undefined }>(
    '/api/shopOrder/:id/:action',
    // The order screen's edit permission, checked before validation.
    { schema: { params, body }, config: { screen: { id: ORDER, action: 'edit' } } },
    async (request) => {
      const { tenantId, userId, access } = sessionOf(request);
      const { id, action } = request.params;
      const current = await app.repos.collections.get(tenantId, ORDER, id);
      if (!current) throw notFound();
      const { change, guard } = planAction(request, current, action, request.body ?? {});
      const row = await app.repos.collections.update(tenantId, ORDER, id, change, guard);
      if (!row) throw new HttpError(409, 'collection.changed');
      const screen = (await app.screens.get(ORDER, tenantId))!.screen;
      return collectionResource.get({ tenantId, userId, access, repos: app.repos, screen, request }, id);
    },
  );
};

export default shopOrderRoutes;
