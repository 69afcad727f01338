// The routes of the shop, WeChat, storage and deployment areas that are more than collection
// screens: one registration point, so adding one does not touch routes/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import databaseScriptRoutes from './database-scripts';
import deployUploadRoutes from './deploy-uploads';
import qiniuContentRoutes from './qiniu-content';
import shopOrderRoutes from './shop-orders';
import userMessageRoutes from './user-message';
import wechatBindRoutes from './wechat-bind';
import wechatMenuRoutes from './wechat-menu';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(wechatBindRoutes);
  await app.register(userMessageRoutes);
  await app.register(deployUploadRoutes);
  await app.register(databaseScriptRoutes);
  await app.register(qiniuContentRoutes);
  await app.register(shopOrderRoutes);
  await app.register(wechatMenuRoutes);
};

export default commerceRoutes;
