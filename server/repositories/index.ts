// All repositories over one Drizzle handle. The same factory runs over a transaction, so a
// service can make several repository calls atomically.
import { auditLogsRepository } from './audit-logs';
import type { Db } from '../db/client';
import { basicConfigsRepository } from './basic-configs';
import { captchasRepository } from './captchas';
import { collectionsRepository } from './collections';
import { contentRepository } from './content';
import { domainsRepository } from './domains';
import { materialsRepository } from './materials';
import { newsRepository, productsRepository } from './news';
import { deptsRepository } from './depts';
import { dictsRepository } from './dicts';
import { diyPagesRepository } from './diy-pages';
import { loginFailuresRepository } from './login-failures';
import { loginLogsRepository, taskLogsRepository } from './logs';
import { mailOutboxRepository } from './mail-outbox';
import { menusRepository } from './menus';
import { rateLimitsRepository } from './rate-limits';
import { resetCodesRepository } from './reset-codes';
import { rolesRepository } from './roles';
import { screenVersionsRepository } from './screen-versions';
import { sessionsRepository } from './sessions';
import { socialPostsRepository } from './social-posts';
import { tenantPackagesRepository } from './tenant-packages';
import { tenantsRepository } from './tenants';
import { timingTasksRepository } from './timing-tasks';
import { userAdminRepository } from './user-admin';
import { usersRepository } from './users';

export interface Repositories {
  auditLogs: ReturnType<typeof auditLogsRepository>;
  basicConfigs: ReturnType<typeof basicConfigsRepository>;
  captchas: ReturnType<typeof captchasRepository>;
  collections: ReturnType<typeof collectionsRepository>;
  content: ReturnType<typeof contentRepository>;
  domains: ReturnType<typeof domainsRepository>;
  materials: ReturnType<typeof materialsRepository>;
  news: ReturnType<typeof newsRepository>;
  products: ReturnType<typeof productsRepository>;
  depts: ReturnType<typeof deptsRepository>;
  dicts: ReturnType<typeof dictsRepository>;
  diyPages: ReturnType<typeof diyPagesRepository>;
  loginFailures: ReturnType<typeof loginFailuresRepository>;
  loginLogs: ReturnType<typeof loginLogsRepository>;
  mailOutbox: ReturnType<typeof mailOutboxRepository>;
  menus: ReturnType<typeof menusRepository>;
  rateLimits: ReturnType<typeof rateLimitsRepository>;
  resetCodes: ReturnType<typeof resetCodesRepository>;
  roles: ReturnType<typeof rolesRepository>;
  screenVersions: ReturnType<typeof screenVersionsRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  socialPosts: ReturnType<typeof socialPostsRepository>;
  taskLogs: ReturnType<typeof taskLogsRepository>;
  tenants: ReturnType<typeof tenantsRepository>;
  tenantPackages: ReturnType<typeof tenantPackagesRepository>;
  timingTasks: ReturnType<typeof timingTasksRepository>;
  users: ReturnType<typeof usersRepository>;
  userAdmin: ReturnType<typeof userAdminRepository>;
  /** Runs `work` in one database transaction, with repositories bound to it. */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  return {
    auditLogs: auditLogsRepository(db),
    basicConfigs: basicConfigsRepository(db),
    captchas: captchasRepository(db),
    collections: collectionsRepository(db),
    content: contentRepository(db),
    domains: domainsRepository(db),
    materials: materialsRepository(db),
    news: newsRepository(db),
    products: productsRepository(db),
    depts: deptsRepository(db),
    dicts: dictsRepository(db),
    diyPages: diyPagesRepository(db),
    loginFailures: loginFailuresRepository(db),
    loginLogs: loginLogsRepository(db),
    mailOutbox: mailOutboxRepository(db),
    menus: menusRepository(db),
    rateLimits: rateLimitsRepository(db),
    resetCodes: resetCodesRepository(db),
    roles: rolesRepository(db),
    screenVersions: screenVersionsRepository(db),
    sessions: sessionsRepository(db),
    socialPosts: socialPostsRepository(db),
    taskLogs: taskLogsRepository(db),
    tenants: tenantsRepository(db),
    tenantPackages: tenantPackagesRepository(db),
    timingTasks: timingTasksRepository(db),
    users: usersRepository(db),
    userAdmin: userAdminRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
