// Reads the interface language of each request from the `Language` header.
import fp from 'fastify-plugin';
import { parseLanguage, translate, type Language, type MessageKey, type MessageParams } from '../i18n/index';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Translates a server message into the caller's language. */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', 'zh_CN');
    app.decorateRequest('t', function (this: { language: Language }, key: MessageKey, params?: MessageParams) {
      return translate(this.language, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.language = parseLanguage(request.headers.language);
    });
  },
  { name: 'i18n' },
);
