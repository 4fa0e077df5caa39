/**
 * Names and URLs of the PostgreSQL databases a test run creates. Every name starts with the run's
 * prefix, which holds the process id of the run's main process (`runDatabasePrefix`), so that a
 * later run can tell the databases of a run that was killed before it dropped them
 * (`isLeftOver`).
 */

/** `warmintro_test_<pid>_`: the prefix of every database of the run whose main process is `pid`. */
export function runDatabasePrefix(pid = process.pid) {
  return `warmintro_test_${pid}_`;
}

/** The migrated template every test file of the run copies. */
export function templateDatabaseName() {
  return `${runDatabasePrefix()}template`;
}

/**
 * Whether `name` is a test database left by a run whose main process no longer runs on this
 * machine — or, for the names used before the prefix (`warmintro_test_<16 hex>`), by any run. A
 * database still in use is not dropped by the caller either way (`drop database` without
 * `force` refuses).
 */
export function isLeftOver(name: string): boolean {
  if (/^warmintro_test_[0-9a-f]{16}$/.test(name)) return true;
  const pid = /^warmintro_test_(\d+)_/.exec(name)?.[1];
  if (!pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The server's maintenance URL: the same server, database `postgres`. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseUrl(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
