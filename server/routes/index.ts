// The API under /prod-api: the auth hook, then the routes by area, then
// the catch-all of collection screens (concrete routes always win over it).
import type { FastifyPluginAsync } from 'fastify';
import authPlugin from '../plugins/auth';
import accountRoutes from './account';
import authRoutes from './auth';
import avatarRoutes from './avatar';
import basicConfigRoutes from './basic-config';
import chatRoutes from './chat';
import collectionRoutes from './collections';
import contentRoutes from './content';
import dashboardRoutes from './dashboard';
import domainRoutes from './domains';
import materialsRoutes from './materials';
import diyRoutes from './diy';
import menuRoutes from './menus';
import monitorRoutes from './monitor';
import screenRoutes from './screens';
import alipayRoutes from './alipay';
import emailLogRoutes from './email-log';
import exportRoutes from './exports';
import socialRoutes from './social';
import statisticsRoutes from './statistics';
import platformRoutes from './platform';
import systemRoutes from './system';
import timingRoutes from './timing';
import userRoutes from './users';
import commerceRoutes from './commerce';

const api: FastifyPluginAsync = async (app) => {
  await app.register(authPlugin);
  await app.register(authRoutes);
  await app.register(menuRoutes);
  await app.register(userRoutes);
  await app.register(screenRoutes);
  await app.register(systemRoutes);
  await app.register(platformRoutes);
  await app.register(basicConfigRoutes);
  await app.register(timingRoutes);
  await app.register(chatRoutes);
  await app.register(accountRoutes);
  await app.register(avatarRoutes);
  await app.register(dashboardRoutes);
  await app.register(diyRoutes);
  await app.register(domainRoutes);
  await app.register(contentRoutes);
  await app.register(materialsRoutes);
  await app.register(commerceRoutes);
  await app.register(socialRoutes);
  await app.register(emailLogRoutes);
  await app.register(alipayRoutes);
  await app.register(monitorRoutes);
  await app.register(statisticsRoutes);
  await app.register(exportRoutes);
  await app.register(collectionRoutes);
};

export default api;
