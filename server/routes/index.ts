// The API under /prod-api: the auth hook, then the routes by area.
import type { FastifyPluginAsync } from 'fastify';
import authPlugin from '../plugins/auth';
import authRoutes from './auth';
import menuRoutes from './menus';
import userRoutes from './users';

const api: FastifyPluginAsync = async (app) => {
  await app.register(authPlugin);
  await app.register(authRoutes);
  await app.register(menuRoutes);
  await app.register(userRoutes);
};

export default api;
