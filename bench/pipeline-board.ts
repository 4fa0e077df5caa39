/**
 * `npm run bench:board` (issue #34 "Performance"): the pipeline board of a company with 2,000
 * cards, against the compiled server in its own process on PostgreSQL, load generated here with
 * autocannon beside `/api/health` in the same run. The company (Pro, 10 members) has intro
 * requests in every state, proposed gigs, shortlisted candidates, hand-set stages and notes; its
 * members send what a board page sends: the whole board, one column (the phone's list view), a
 * candidate's card and lists, and the funnel.
 *
 * Env: BENCH_DATABASE_URL (required), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_CARDS
 * (2000), BENCH_CANDIDATES (the pool, at least BENCH_CARDS; seeded if missing).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import {
  candidateNotes,
  companyMembers,
  gigs,
  introRequests,
  pipelineMarks,
  shortlistEntries,
  shortlists,
  users,
} from '../src/db/schema';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';
import { applyIntroEvent, newIntroState } from '../src/server/domain/intro-lifecycle';
import { hashPassword } from '../src/server/platform/lib/passwords';
import { introStatuses, type IntroStatus } from '../src/shared/intro-requests/schemas';
import { pipelineStages } from '../src/shared/pipeline/schemas';
import {
  BENCH_PASSWORD,
  benchDatabaseUrl,
  insertBenchCompanies,
  logIn,
  measure,
  pick,
  residentMb,
  startCompiledServer,
} from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cards = Number(process.env.BENCH_CARDS ?? 2000);
const candidateTotal = Math.max(cards, Number(process.env.BENCH_CANDIDATES ?? cards));
const url = benchDatabaseUrl();

const database = openPostgres(url, 4);
await database.migrate();
const db = database.db;
const [have] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from candidates where status = 'approved'`,
);
if (Number(have?.n ?? 0) < candidateTotal) {
  await insertSyntheticCandidates(db, candidateTotal - Number(have?.n ?? 0), 2000);
  await db.execute(sql`vacuum analyze candidates`);
}
const candidateIds = (
  await queryRows<{ id: string }>(
    db,
    sql`select id from candidates where status = 'approved' order by random() limit ${cards}`,
  )
).map((r) => r.id);

// --- The company and its pipeline ---------------------------------------------------------------
const [company] = await insertBenchCompanies(db, 'board', 1, { planTier: () => 'pro' });
const companyId = company!.id;
const passwordHash = await hashPassword(BENCH_PASSWORD);
const memberEmails = [company!.email];
for (let i = 1; i < 10; i++) {
  const email = `bench-board-member-${randomUUID()}@bench.example`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, role: 'company', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await db.insert(companyMembers).values({
    companyId,
    userId: user!.id,
    role: 'member',
    fullName: `Member ${i}`,
  });
  memberEmails.push(email);
}
const lists = await db
  .insert(shortlists)
  .values(
    ['Backend Q1', 'Design maybe', 'Data', 'Later'].map((name, position) => ({
      companyId,
      name,
      position,
    })),
  )
  .returning({ id: shortlists.id });
const now = Date.now();
// 60% have an intro in one of the statuses, 40% are only shortlisted; some of each on a list,
// with notes, hand-set stages and proposed gigs.
const introRows = [];
const entryRows = [];
const noteRows = [];
const markRows = [];
const gigRows = [];
for (let i = 0; i < candidateIds.length; i++) {
  const candidateId = candidateIds[i]!;
  const at = new Date(now - (i % 60) * 86_400_000);
  if (i % 5 < 3) {
    const status: IntroStatus = introStatuses[i % introStatuses.length]!;
    const result = applyIntroEvent(newIntroState(at), { type: 'admin_set_status', status }, at);
    if (!result.ok) throw new Error(result.message);
    introRows.push({ companyId, candidateId, ...result.state });
  }
  if (i % 5 >= 2) {
    entryRows.push({
      shortlistId: lists[i % lists.length]!.id,
      candidateId,
      addedByName: 'Member 1',
      addedAt: at,
    });
  }
  if (i % 7 === 0) {
    noteRows.push({ companyId, candidateId, authorName: 'Member 2', body: `Note ${i}` });
  }
  if (i % 11 === 0) {
    markRows.push({
      companyId,
      candidateId,
      stage: 'not_a_fit',
      reason: 'Other',
      movedByName: 'Member 3',
      movedAt: new Date(now),
    });
  }
  if (i % 13 === 0 && i % 5 < 3) {
    gigRows.push({
      companyId,
      preferredCandidateId: candidateId,
      title: `Trial ${i}`,
      roleCategory: 'Engineering',
      description: 'A short paid trial.',
      deliverables: 'A working prototype.',
      estimatedDuration: '1 week',
      budgetRange: '$1,000 - $2,500',
      startDate: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
      status: 'proposed' as const,
    });
  }
}
for (let i = 0; i < introRows.length; i += 500)
  await db.insert(introRequests).values(introRows.slice(i, i + 500));
for (let i = 0; i < entryRows.length; i += 500)
  await db.insert(shortlistEntries).values(entryRows.slice(i, i + 500));
if (noteRows.length > 0) await db.insert(candidateNotes).values(noteRows);
if (markRows.length > 0) await db.insert(pipelineMarks).values(markRows);
if (gigRows.length > 0) await db.insert(gigs).values(gigRows);
await db.execute(sql`analyze`);

const server = await startCompiledServer(url);
try {
  const cookies = await Promise.all(memberEmails.map((email) => logIn(server.base, email)));
  const boardRes = await fetch(`${server.base}/api/company/pipeline`, {
    headers: { cookie: cookies[0]! },
  });
  const board = (await boardRes.json()) as { columns: { stage: string; count: number }[] };
  const onBoard = board.columns.reduce((n, c) => n + c.count, 0);

  // As Chromium asks: every browser accepts compressed answers.
  const get = (path: string) => ({
    path,
    headers: { cookie: pick(cookies), 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const only = await measure('GET /api/company/pipeline', server.base, connections, seconds, () =>
    get('/api/company/pipeline'),
  );
  const mix = await measure('board page mix', server.base, connections, seconds, () => {
    const r = Math.random();
    if (r < 0.5) return get('/api/company/pipeline');
    if (r < 0.7) return get(`/api/company/pipeline?stage=${pick(pipelineStages)}`);
    if (r < 0.9) return get(`/api/company/candidates/${pick(candidateIds)}/pipeline`);
    return get(`/api/company/funnel?days=${pick([30, 90])}`);
  });
  const health = await measure('GET /api/health', server.base, connections, seconds, () => ({
    path: '/api/health',
  }));
  const rss = residentMb(server.child.pid!);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\n1 company (Pro, 10 members), ${onBoard} cards on its board (${introRows.length} intros, ${entryRows.length} list entries, ${noteRows.length} notes, ${markRows.length} hand-set, ${gigRows.length} gigs), ${connections} connections, ${seconds} s after 2 s of warm-up, PostgreSQL, ${date} UTC\n`,
  );
  console.log('| phase | requests/s | p50 ms | p99 ms | requests | non-2xx | of health |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const m of [only, mix, health])
    console.log(
      `| ${m.name} | ${m.requestsPerSecond} | ${m.p50} | ${m.p99} | ${m.requests} | ${m.non2xx} | ${((m.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% |`,
    );
  console.log(`\nServer RSS after: ${rss} MB`);
} finally {
  await server.stop();
  await database.close();
}
