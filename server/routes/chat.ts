// The chat calls of docs/api.md "Chat" (the socket itself is server/chat/plugin.ts).
import type { FastifyPluginAsync } from 'fastify';
import chatConfigRoutes from './chat-config';
import chatServiceRoutes from './chat-service';
import chatUploadRoutes from './chat-uploads';
import chatVisitorRoutes from './chat-visitor';

const chatRoutes: FastifyPluginAsync = async (app) => {
  await app.register(chatServiceRoutes);
  await app.register(chatConfigRoutes);
  await app.register(chatVisitorRoutes);
  await app.register(chatUploadRoutes);
};

export default chatRoutes;
