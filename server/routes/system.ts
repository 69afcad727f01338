// System administration (schemas/system/*.json): the generic screen routes of each resource.
import type { FastifyPluginAsync } from 'fastify';
import { deptsResource, dictDetailsResource, dictsResource, menusResource, rolesResource } from '../resources/system';
import { usersResource } from '../resources/users';
import { registerScreenResource } from './screen-resource';

const systemRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(app, 'system/user', usersResource);
  await registerScreenResource(app, 'system/role', rolesResource);
  await registerScreenResource(app, 'system/menu', menusResource);
  await registerScreenResource(app, 'system/dept', deptsResource);
  await registerScreenResource(app, 'system/dict', dictsResource);
  await registerScreenResource(app, 'system/dict-detail', dictDetailsResource);
};

export default systemRoutes;
