// The platform's screens (schemas/platform/*.json): tenants and their packages.
import type { FastifyPluginAsync } from 'fastify';
import { tenantPackagesResource, tenantsResource } from '../resources/tenancy';
import { registerScreenResource } from './screen-resource';

const platformRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(app, 'platform/tenant', tenantsResource);
  await registerScreenResource(app, 'platform/tenant-package', tenantPackagesResource);
};

export default platformRoutes;
