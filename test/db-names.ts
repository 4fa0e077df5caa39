/** Names and URLs of the PostgreSQL databases the test run creates. */
export function templateDatabaseName() {
  return `warmintro_test_template_${process.pid}`;
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
