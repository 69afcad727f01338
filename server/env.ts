// Settings from the environment, read once by main.ts (never by the app, which gets AppConfig).

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminPassword: string | null;
  captcha: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** CHAT_ALLOWED_ORIGINS: comma-separated origins of sites embedding the chat widget. */
  chatAllowedOrigins: string[];
}

export function readEnv(env: NodeJS.ProcessEnv): Env {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    captcha: env.BACKOFFICE_CAPTCHA !== 'off',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    chatAllowedOrigins: (env.CHAT_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
