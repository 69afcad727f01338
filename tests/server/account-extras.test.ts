// The remaining calls of spec §7 beside the profile: the WeChat binding QR (against a local
// stand-in of WeChat's API), the user's message settings, and the deploy and database uploads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/multipart';
import { startWechatStandIn, WECHAT_APP, wechatConfigBody, type WechatStandIn } from './stand-ins/wechat';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-extras-'));
const previous = { dataDir: process.env.DATA_DIR, wechat: process.env.WECHAT_API_BASE };

let t: TestApp;
let admin: Call;
let operator: Call;
let wechat: WechatStandIn;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  wechat = await startWechatStandIn();
  process.env.WECHAT_API_BASE = wechat.base;
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  process.env.DATA_DIR = previous.dataDir;
  process.env.WECHAT_API_BASE = previous.wechat;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (call: Call, url: string, name: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(name, bytes);
  return call('POST', url, payload, headers);
};

describe('GET wx/getQRCodeContent', () => {
  it('asks for an enabled WeChat configuration first, naming where it is, in the caller language', async () => {
    const response = await admin('GET', 'wx/getQRCodeContent', undefined, { Language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: expect.stringContaining('Enable a configuration (AppID and AppSecret) under'),
    });
    expect(wechat.requests).toHaveLength(0);
  });

  it('answers the content of a fresh scene QR code from WeChat, fetching the token once', async () => {
    const created = await admin('POST', 'api/wxConfig/wxapp', wechatConfigBody('Shop account'));
    expect(created.statusCode, created.body).toBe(201);
    const first = await admin('GET', 'wx/getQRCodeContent');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ content: string; scene: string; expireSeconds: number; expiresAt: string }>();
    expect(body.scene).toMatch(/^bind_[0-9a-f]{24}$/);
    expect(body.content).toBe(`http://weixin.qq.com/q/${body.scene}`);
    expect(body.expireSeconds).toBe(600);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const second = (await admin('GET', 'wx/getQRCodeContent')).json<{ scene: string }>();
    expect(second.scene).not.toBe(body.scene);
    expect(wechat.state.tokensIssued).toBe(1);
    const qrCalls = wechat.requests.filter((request) => request.url.startsWith('/cgi-bin/qrcode/create'));
    expect(JSON.parse(qrCalls[0]!.body.toString())).toEqual({
      expire_seconds: 600,
      action_name: 'QR_STR_SCENE',
      action_info: { scene: { scene_str: body.scene } },
    });
  });

  it('turns a WeChat error into a 502 naming it, and needs a login', async () => {
    const rows = (await admin('GET', 'api/wxConfig/wxapp?page=0&size=10')).json<{ content: { id: number }[] }>()
      .content;
    await admin('POST', 'api/wxConfig/wxapp', { name: 'Wrong', appId: 'wxwrong', appSecret: 'nope', enabled: true });
    await admin('PUT', 'api/wxConfig/wxapp', {
      id: rows[0]!.id,
      name: 'Shop account',
      appId: WECHAT_APP.appId,
      enabled: false,
    });
    const failed = await admin('GET', 'wx/getQRCodeContent');
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toContain('40013');
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/wx/getQRCodeContent' })).statusCode).toBe(401);
  });
});

describe('POST api/sysUser/updateUserMessage', () => {
  it('reads defaults, saves the caller own settings and keeps users apart', async () => {
    expect((await admin('GET', 'api/sysUser/userMessage')).json()).toEqual({ messageNotify: true, emailNotify: true });
    const saved = await admin('POST', 'api/sysUser/updateUserMessage', { messageNotify: false, emailNotify: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ messageNotify: false, emailNotify: true });
    await admin('POST', 'api/sysUser/updateUserMessage', { messageNotify: false, emailNotify: false });
    expect((await admin('GET', 'api/sysUser/userMessage')).json()).toEqual({
      messageNotify: false,
      emailNotify: false,
    });
    expect((await operator('GET', 'api/sysUser/userMessage')).json()).toEqual({
      messageNotify: true,
      emailNotify: true,
    });
  });

  it('refuses bodies that are not the two switches', async () => {
    expect(
      (await admin('POST', 'api/sysUser/updateUserMessage', { messageNotify: 'yes', emailNotify: true })).statusCode,
    ).toBe(400);
    expect((await admin('POST', 'api/sysUser/updateUserMessage', { messageNotify: true })).statusCode).toBe(400);
    expect(
      (await admin('POST', 'api/sysUser/updateUserMessage', { messageNotify: true, emailNotify: true, userId: 1 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('deploy and database uploads', () => {
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
  const gzip = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(60, 2)]);
  const sql = Buffer.from('CREATE TABLE demo (id int);\nINSERT INTO demo VALUES (1);\n');

  it('stores deployment packages typed by their bytes and lists them newest first', async () => {
    const first = await upload(admin, 'api/deploy/upload', 'app.jar', zip);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'app.jar', type: 'zip', size: zip.length });
    const second = await upload(admin, 'api/deploy/upload', 'site.tar.gz', gzip);
    expect(second.json()).toMatchObject({ name: 'site.tar.gz', type: 'tar.gz' });
    const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'deploy'));
    expect(stored).toEqual(
      expect.arrayContaining([
        first.json<{ storedName: string }>().storedName,
        second.json<{ storedName: string }>().storedName,
      ]),
    );
    const list = (await admin('GET', 'api/deploy/upload?page=0&size=10')).json<{
      content: { name: string }[];
      totalElements: number;
    }>();
    expect(list.totalElements).toBe(2);
    expect(list.content.map((row) => row.name)).toEqual(['site.tar.gz', 'app.jar']);
  });

  it('refuses a package that is not an archive, whatever its name, and keeps no file', async () => {
    const before = fs.readdirSync(path.join(dataDir, 'uploads', 'deploy')).length;
    const refused = await upload(admin, 'api/deploy/upload', 'evil.zip', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('只能上传 ZIP, JAR, WAR, TAR.GZ 文件');
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'deploy'))).toHaveLength(before);
  });

  it('stores SQL scripts as text without running them', async () => {
    const stored = await upload(admin, 'api/database/upload', 'migrate.sql', sql);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ name: 'migrate.sql', type: 'sql' });
    const file = path.join(dataDir, 'uploads', 'database', stored.json<{ storedName: string }>().storedName);
    expect(fs.readFileSync(file)).toEqual(sql);
    // Not executed: the script's table does not exist.
    await expect(t.db.execute('select * from demo')).rejects.toThrow();
    expect((await upload(admin, 'api/database/upload', 'dump.sql', zip)).statusCode).toBe(400);
    expect((await upload(admin, 'api/database/upload', 'notes.txt', sql)).statusCode).toBe(400);
    expect((await admin('POST', 'api/database/upload', { file: 'x' })).statusCode).toBe(400);
  });

  it('is for admins only: the operator can neither upload nor list', async () => {
    expect((await upload(operator, 'api/deploy/upload', 'app.zip', zip)).statusCode).toBe(403);
    expect((await upload(operator, 'api/database/upload', 'a.sql', sql)).statusCode).toBe(403);
    expect((await operator('GET', 'api/database/upload')).statusCode).toBe(403);
  });
});
