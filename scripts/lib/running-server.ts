/** A guard for the embedded database's tools: PGlite may be opened by one process at a time. */
import type { Config } from '../../src/server/platform/config';

/**
 * Throws when a WarmIntro server on the embedded database answers on this configuration's port
 * (it holds `DATA_DIR/pgdata` open).
 */
export async function refuseWhileServing(config: Config): Promise<void> {
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  try {
    const response = await fetch(`http://${host}:${config.PORT}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    const body = (await response.json()) as { database?: string };
    if (body.database === 'pglite') {
      throw new Error(
        `a WarmIntro server on port ${config.PORT} has the embedded database open: stop it first`,
      );
    }
  } catch (error) {
    if (error instanceof Error && error.message.includes('stop it first')) throw error;
    // Nothing answers: the database is free.
  }
}
