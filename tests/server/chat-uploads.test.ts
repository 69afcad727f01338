// Chat images: agents and visitors upload one image each call, typed by its bytes and held to
// 5 MB; the stored URL is what a message frame carries, served back publicly with its type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES, VISITOR_UPLOADS } from '../../server/routes/chat-uploads';
import { loginToken } from './helpers/auth';
import { multipartFile } from './helpers/multipart';
import { addOtherTenant, call, createChatApp, visitorSocket, type ChatTestApp } from './helpers/chat-setup';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp();
});
afterAll(() => t.close());

const upload = (url: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const file = multipartFile('a.png', bytes, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/prod-api/${url}`,
    payload: file.payload,
    headers: { ...file.headers, ...headers },
  });
};
const asAdmin = { authorization: '' };

describe('chat image uploads', () => {
  beforeAll(() => {
    asAdmin.authorization = t.adminToken;
  });

  it('stores an agent image, serves it back, and a message carries its URL to the visitor', async () => {
    const answer = await upload('imchat/upload', PNG, asAdmin);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(/^\/prod-api\/imchat\/file\/\d+\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, too large, or without a login', async () => {
    expect((await upload('imchat/upload', Buffer.from('<svg onload=alert(1)>'), asAdmin)).statusCode).toBe(400);
    expect(
      (await upload('imchat/upload', Buffer.concat([PNG, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]), asAdmin)).statusCode,
    ).toBe(413);
    expect((await upload('imchat/upload', PNG)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/imchat/file/1/../../secret.png' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/prod-api/imchat/file/1/00000000-0000-0000-0000-000000000000.png' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a visitor upload with its widget secret only', async () => {
    const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
    const visitor = await visitorSocket(t);
    const ok = await upload('imchat/visitor/upload', PNG, {
      'x-chat-site': siteKey,
      'x-chat-visitor': visitor.visitorToken,
    });
    expect(ok.statusCode).toBe(200);
    const { url } = ok.json<{ url: string }>();
    visitor.client.send({ type: 'message', clientId: 'img-1', imageUrl: url });
    expect(await visitor.client.next('ack')).toMatchObject({ clientId: 'img-1' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    expect(
      (await upload('imchat/visitor/upload', PNG, { 'x-chat-site': siteKey, 'x-chat-visitor': 'f'.repeat(64) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload('imchat/visitor/upload', PNG, { 'x-chat-site': 'nope', 'x-chat-visitor': visitor.visitorToken }))
        .statusCode,
    ).toBe(404);
    // A visitor of this tenant is not one of another tenant's site.
    const other = await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-1'), 'other-pass-1');
    const otherKey = (await call(t.app, other, 'GET', 'im/config')).json<{ siteKey: string }>().siteKey;
    expect(
      (await upload('imchat/visitor/upload', PNG, { 'x-chat-site': otherKey, 'x-chat-visitor': visitor.visitorToken }))
        .statusCode,
    ).toBe(404);
    visitor.client.socket.close();
  });

  it('limits how many images one visitor uploads in a window (429)', async () => {
    const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
    const visitor = await visitorSocket(t);
    const headers = { 'x-chat-site': siteKey, 'x-chat-visitor': visitor.visitorToken };
    // One was stored above for another visitor from the same IP; this visitor starts at zero.
    for (let n = 0; n < VISITOR_UPLOADS.perVisitor; n += 1)
      expect((await upload('imchat/visitor/upload', PNG, headers)).statusCode).toBe(200);
    const refused = await upload('imchat/visitor/upload', PNG, headers);
    expect(refused.statusCode).toBe(429);
    // Agents are not limited by it.
    expect((await upload('imchat/upload', PNG, asAdmin)).statusCode).toBe(200);
    visitor.client.socket.close();
  });
});
