// System administration (schemas/system/*.json): the generic screen routes of each resource.
import type { FastifyPluginAsync } from 'fastify';
import { usersResource } from '../resources/users';
import { registerScreenResource } from '../screens/register';

const systemRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(app, 'system/user', usersResource);
};

export default systemRoutes;
