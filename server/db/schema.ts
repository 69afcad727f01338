// The database schema. drizzle-kit generates the SQL migrations in ./migrations from this file
// (`npx drizzle-kit generate`); the server applies them at start.
//
// Every business row carries tenant_id (join tables too, so tenant filters never need a join).
// Rows that exist before anyone is logged in (captchas, login failures) have no tenant.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';

/** The owning tenant; every business row has one (the tenant comes from the token only). */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A tenant package (租户套餐): the menus and buttons a tenant may use, named by the platform
 * tenant's menus (the catalogue); a tenant's menus match them by route name or button permission. */
export const tenantPackages = pgTable('tenant_packages', {
  id: id(),
  name: text('name').notNull().unique(),
  remark: text('remark').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const tenantPackageMenus = pgTable(
  'tenant_package_menus',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => tenantPackages.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.menuId] })],
);

/** A customer of the deployment. The seeded one is the platform; the others are made by its
 * operators, each with a package (its ceiling) and limits (null: none). */
export const tenants = pgTable('tenants', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  // Bumped by database triggers whenever anything a session's cached access depends on changes
  // (its users' roles, profiles and departments, the roles' menus and scopes, the menus): the auth
  // hook reads it with the session, so every instance drops stale caches on the next request.
  accessVersion: integer('access_version').notNull().default(0),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** Past this instant the tenant's sessions end and its users cannot log in. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  packageId: integer('package_id').references(() => tenantPackages.id, { onDelete: 'restrict' }),
  maxUsers: integer('max_users'),
  maxSites: integer('max_sites'),
  maxStorageMb: integer('max_storage_mb'),
  createdAt: createdAt(),
});

export const depts = pgTable(
  'depts',
  {
    id: id(),
    tenantId: tenantId(),
    pid: integer('pid').references((): AnyPgColumn => depts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('depts_tenant_pid').on(t.tenantId, t.pid)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    deptId: integer('dept_id').references(() => depts.id, { onDelete: 'set null' }),
    // Globally unique: the login form has no tenant field, the tenant follows from the user.
    username: text('username').notNull().unique(),
    nickName: text('nick_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    gender: text('gender').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The user list's sorts (username, createTime) read an index in order; its word search
  // (blurry, by substring) is answered by trigram indexes, one per column it searches.
  (t) => [
    index('users_tenant').on(t.tenantId),
    index('users_tenant_username').on(t.tenantId, t.username, t.id),
    index('users_tenant_created').on(t.tenantId, t.createdAt, t.id),
    ...[t.username, t.nickName, t.email, t.phone].map((column) =>
      index(`users_${column.name}_trgm`).using('gin', column.op('gin_trgm_ops')),
    ),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // 'all' | 'dept' | 'custom': which departments' rows the role may see.
    dataScope: text('data_scope').notNull().default('all'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('roles_tenant_name').on(t.tenantId, t.name),
  ],
);

export const usersRoles = pgTable(
  'users_roles',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Values of menus.type. */
export const MenuType = { directory: 0, screen: 1, button: 2 } as const;

export const menus = pgTable(
  'menus',
  {
    id: id(),
    tenantId: tenantId(),
    pid: integer('pid').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    // A MenuType: directory, screen, or button (a permission only, never a route).
    type: smallint('type').notNull(),
    // An i18n key such as menu.system.user; the browser translates it.
    title: text('title').notNull(),
    // Route name; buttons have none.
    name: text('name'),
    component: text('component'),
    path: text('path'),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    cache: boolean('cache').notNull().default(true),
    permission: text('permission'),
    createdAt: createdAt(),
  },
  (t) => [
    // NULL names (buttons) do not collide: PostgreSQL treats NULLs as distinct.
    uniqueIndex('menus_tenant_name').on(t.tenantId, t.name),
    index('menus_tenant_pid').on(t.tenantId, t.pid),
  ],
);

export const rolesMenus = pgTable(
  'roles_menus',
  {
    tenantId: tenantId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const dicts = pgTable(
  'dicts',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dicts_tenant_name').on(t.tenantId, t.name)],
);

export const dictDetails = pgTable(
  'dict_details',
  {
    id: id(),
    tenantId: tenantId(),
    dictId: integer('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    // `label` is the Simplified Chinese label (the spec's field); the others may be empty, and a
    // screen in their language then shows `label` (schemas/wire/cell-text.ts, dictEntryLabel).
    label: text('label').notNull(),
    labelZhTw: text('label_zh_tw').notNull().default(''),
    labelEn: text('label_en').notNull().default(''),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dict_details_dict_value').on(t.dictId, t.value)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token: a leaked table does not hand out live tokens.
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A platform operator's "act as" session in this tenant: the operator (a platform user). */
    actedBy: integer('acted_by').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const captchas = pgTable('captchas', {
  // Text, not the uuid type: a malformed uuid from a client must be "not found", not a SQL error.
  uuid: text('uuid').primaryKey(),
  answer: text('answer').notNull(),
  used: boolean('used').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// One row per failed login; counted over a sliding window, so every instance sees the same count.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username').on(t.username, t.createdAt),
    index('login_failures_ip').on(t.ip, t.createdAt),
  ],
);

// One row per counted request of a rate-limited public call (e.g. reset codes), by bucket and key
// (an account or an IP), so every instance counts the same requests over a sliding window.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key').on(t.bucket, t.key, t.createdAt)],
);

// Every mail the server sends (reset codes, chat notices, mails written in the e-mail log screen),
// queued here and delivered through the tenant's enabled SMTP configuration (server/mail/).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    // A secret the mail carries (a reset or e-mail code) is masked in `body` and kept here sealed
    // (server/mail/secret.ts) for the sender only; cleared once the mail is sent.
    body: text('body').notNull(),
    sealedSecret: text('sealed_secret'),
    // A value of the send_status dictionary: pending, success or failed (after the last attempt).
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // The mail server's answer to the latest failed attempt, or why none was made.
    lastError: text('last_error').notNull().default(''),
    // When the sender may take it next: now for a new mail, later after a failure (backoff) or
    // while a sender holds it (a claim that lapses if that sender dies).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)],
);

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    // Wrong guesses; the code dies after a few so six digits cannot be brute-forced.
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_user').on(t.userId)],
);

/** Custom data scope of a role: the departments whose rows it may see. */
export const rolesDepts = pgTable(
  'roles_depts',
  {
    tenantId: tenantId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => depts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

// Rows of every `"storage": "collection"` screen: validated JSON documents, so such a screen
// needs no table and no server code of its own.
export const collectionRows = pgTable(
  'collection_rows',
  {
    id: id(),
    tenantId: tenantId(),
    screenId: text('screen_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // With the id last, a screen's rows in id order are one index range: an export reads them in
  // keyset batches (id > last) at the same cost however deep it is.
  (t) => [index('collection_rows_tenant_screen_id').on(t.tenantId, t.screenId, t.id)],
);

// Basic settings (spec §3 "Config entry"): branding keys such as systemTitle, one value each.
export const basicConfigs = pgTable(
  'basic_configs',
  {
    id: id(),
    tenantId: tenantId(),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('basic_configs_tenant_key').on(t.tenantId, t.configKey)],
);

// One row per login attempt that reached the password check (successful or not).
export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    tenantId: tenantId(),
    username: text('username').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  // The login log's sorts (createTime, username) and its username search by substring (trigram).
  (t) => [
    index('login_logs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('login_logs_tenant_username').on(t.tenantId, t.username, t.id),
    index('login_logs_username_trgm').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

// Scheduled tasks: a cron expression and the name of a registered handler (never code to eval).
export const timingTasks = pgTable(
  'timing_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    handler: text('handler').notNull(),
    cron: text('cron').notNull(),
    params: text('params').notNull().default(''),
    description: text('description').notNull().default(''),
    paused: boolean('paused').notNull().default(false),
    // The last scheduled time an instance claimed: several instances firing the same tick run it once.
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('timing_tasks_tenant_name').on(t.tenantId, t.name)],
);

export const taskLogs = pgTable(
  'task_logs',
  {
    id: id(),
    tenantId: tenantId(),
    taskId: integer('task_id')
      .notNull()
      .references(() => timingTasks.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    success: boolean('success').notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('task_logs_task_created').on(t.taskId, t.createdAt)],
);

// The seed items (menus, buttons, dictionaries and their entries) already applied to a tenant, by
// key: a newer release adds its new items to an existing database, and never re-adds one an admin
// deleted (server/db/seed/seed-items.ts).
export const seedItems = pgTable(
  'seed_items',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    appliedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
