/** Configuration from the environment (issue #2 "Configuration"). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      EMAIL_TRANSPORT: 'log',
      RATE_LIMIT_LOGIN: 10,
      RATE_LIMIT_LOGIN_IP_EMAIL: 5,
      LOGIN_SLOWDOWN_AFTER: 5,
      LOGIN_SLOWDOWN_MAX_MS: 5000,
      REDIS_KEY_PREFIX: 'warmintro:',
      COOKIE_SECURE: false,
    });
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      SEED_DEMO: false,
      COOKIE_SECURE: true,
    });
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });
});
