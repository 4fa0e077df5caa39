/**
 * Demo data for a fresh database (issue #2 "Demo data"): the nine sample candidates and the test
 * candidate of spec 1 §7 / spec 2 §3 (all approved), two sample companies (one `pro`, one `free`)
 * with logins, and — when no `ADMIN_EMAIL` is configured — a demo admin. Behind them (issue #30 "A
 * believable demo", docs/decisions/059): a generated pool of about fifty more approved candidates
 * (`demo-pool.ts`), the companies' public profiles, and four more companies for Browse Companies.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import type { ScorecardCriteria } from '../../shared/admin/scorecard';
import type { Availability } from '../../shared/candidates/constants';
import { companyNameKey } from '../../shared/candidates/company-match';
import {
  candidateNotes,
  candidateScorecards,
  candidateWorkHistory,
  candidates,
  companyPreferences,
  shortlistEntries,
  shortlists,
  totpCredentials,
  users,
} from '../schema';
import { demoPool } from './demo-pool';
import { insertCandidate, insertCompany } from './factories';

/** Logins printed at start and shown as hints in demo mode. */
export const demoAccounts = {
  proCompany: {
    email: 'maya@nimbuslabs.example',
    password: 'warmintro-demo',
    label: 'Company (Pro plan) — Nimbus Labs',
  },
  freeCompany: {
    email: 'sam@brightwave.example',
    password: 'warmintro-demo',
    label: 'Company (Free plan) — Brightwave',
  },
  testCandidate: {
    email: 'test.candidate@warmintro.example',
    password: 'warmintro-demo',
    label: 'Test candidate — Taylor Test',
  },
  admin: {
    email: 'admin@warmintro.example',
    password: 'warmintro-admin',
    label: 'Admin (demo)',
    /**
     * The demo admin's authenticator secret (admins must have two-factor, docs/decisions/067):
     * typed into any authenticator app, it gives the codes the admin login asks for.
     */
    totpSecret: 'JBSWY3DPEHPK3PXPWARMINTRODEMO234',
  },
} as const;

type Sample = {
  firstName: string;
  lastName: string;
  role: string;
  experienceYears: number | null;
  skills: string[];
  location: string;
  /** One of the one list (docs/decisions/056-one-availability-vocabulary.md). */
  availability: Availability;
  /** Days from the seed until they can start: their `availabilityDate`. */
  startsInDays: number;
  salaryRange: string;
  bio: string;
};

/** The nine sample talents of the seed feed. */
export const sampleCandidates: Sample[] = [
  {
    firstName: 'Sarah',
    lastName: 'Chen',
    role: 'Senior Frontend Engineer',
    experienceYears: 8,
    skills: ['React', 'TypeScript', 'Next.js', 'GraphQL', 'Tailwind CSS'],
    location: 'Remote (US)',
    availability: 'full-time',
    startsInDays: 0,
    salaryRange: '$150k+',
    bio: 'Frontend lead who has shipped design systems used by millions. Loves performance budgets, accessible components and mentoring engineers early in their careers.',
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    role: 'Full Stack Developer',
    experienceYears: 6,
    skills: ['Node.js', 'React', 'PostgreSQL', 'AWS', 'Docker'],
    location: 'Remote',
    availability: 'full-time',
    startsInDays: 14,
    salaryRange: '$100k – $150k',
    bio: 'Built two seed-stage products from zero to first revenue. Comfortable owning a feature from database schema to the pixel on screen.',
  },
  {
    firstName: 'Priya',
    lastName: 'Patel',
    role: 'Product Designer',
    experienceYears: 5,
    skills: ['Figma', 'UX Research', 'Prototyping', 'Design Systems'],
    location: 'Hybrid (London)',
    availability: 'contract',
    startsInDays: 30,
    salaryRange: '$50k – $100k',
    bio: 'Product designer focused on B2B workflows. Runs scrappy user research and turns it into clear, testable prototypes within days.',
  },
  {
    firstName: 'Diego',
    lastName: 'Ramirez',
    role: 'Backend Engineer',
    experienceYears: 7,
    skills: ['Go', 'Kubernetes', 'PostgreSQL', 'gRPC', 'Kafka'],
    location: 'Remote (EU)',
    availability: 'full-time',
    startsInDays: 14,
    salaryRange: '$100k – $150k',
    bio: 'Backend engineer who scaled a payments platform to 10k requests per second. Cares about observability, clean APIs and calm on-call rotations.',
  },
  {
    firstName: 'Emily',
    lastName: 'Nguyen',
    role: 'Data Scientist',
    experienceYears: 4,
    skills: ['Python', 'SQL', 'Machine Learning', 'PyTorch', 'dbt'],
    location: 'On-site (New York)',
    availability: 'full-time',
    startsInDays: 0,
    salaryRange: 'Prefer not to disclose',
    bio: 'Data scientist bridging analytics and ML. Built churn and pricing models that moved revenue, and the dashboards that explained them.',
  },
  {
    firstName: 'James',
    lastName: 'Okafor',
    role: 'DevOps Engineer',
    experienceYears: 9,
    skills: ['Terraform', 'AWS', 'Kubernetes', 'CI/CD', 'Linux'],
    location: 'Remote',
    availability: 'contract',
    startsInDays: 30,
    salaryRange: '$150k+',
    bio: 'Infrastructure engineer who automates everything twice. Cut cloud spend by 40% at his last startup while halving deploy times.',
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    role: 'Product Manager',
    experienceYears: 6,
    skills: ['Product Strategy', 'Analytics', 'SQL', 'User Interviews'],
    location: 'Hybrid (Berlin)',
    availability: 'full-time',
    startsInDays: 14,
    salaryRange: '$100k – $150k',
    bio: 'PM for developer tools and marketplaces. Writes crisp specs, kills features that do not earn their keep and ships weekly.',
  },
  {
    firstName: 'Liam',
    lastName: "O'Brien",
    role: 'Mobile Engineer',
    experienceYears: null,
    skills: ['Swift', 'Kotlin', 'React Native', 'Firebase', 'TypeScript'],
    location: 'Remote (EU)',
    availability: 'part-time',
    startsInDays: 0,
    salaryRange: '$50k – $100k',
    bio: 'Mobile engineer with three apps in the top 100 of their category. Equally happy in native code and cross-platform stacks.',
  },
  {
    firstName: 'Aisha',
    lastName: 'Mohammed',
    role: 'Growth Marketer',
    experienceYears: 5,
    skills: ['SEO', 'Analytics', 'Lifecycle Marketing', 'Copywriting'],
    location: 'On-site (San Francisco)',
    availability: 'part-time',
    startsInDays: 14,
    salaryRange: '$50k – $100k',
    bio: 'Growth marketer who took a B2B SaaS from 200 to 5,000 trials a month with content, SEO and lifecycle e-mail.',
  },
];

/** The seeded test candidate, placed first in the feed (spec 1 §7, spec 2 §3). */
export const testCandidate: Sample = {
  firstName: 'Taylor',
  lastName: 'Test',
  role: 'Software Engineer',
  experienceYears: 3,
  skills: ['JavaScript', 'React', 'Node.js', 'Testing'],
  location: 'Remote',
  availability: 'full-time',
  startsInDays: 0,
  salaryRange: '$50k – $100k',
  bio: 'The test candidate account: log in with the hint on the candidate login page to try the candidate side of WarmIntro.',
};

/**
 * A short work history for three of the samples (docs/decisions/080): a current job and a past
 * one, newest first, at companies that are not demo companies (a current job hides a candidate
 * from that company, docs/decisions/081).
 */
export const demoWorkHistory: {
  candidate: { firstName: string; lastName: string };
  jobs: {
    company: string;
    title: string;
    startMonth: string;
    endMonth: string | null;
    summary: string;
  }[];
}[] = [
  {
    candidate: { firstName: 'Sarah', lastName: 'Chen' },
    jobs: [
      {
        company: 'Lumen Analytics',
        title: 'Senior Frontend Engineer',
        startMonth: '2021-06',
        endMonth: null,
        summary: 'Leads the dashboard team; moved the app to React Server Components.',
      },
      {
        company: 'Parcelwise',
        title: 'Frontend Engineer',
        startMonth: '2018-02',
        endMonth: '2021-05',
        summary: 'Built the shipment tracking pages and the design system behind them.',
      },
    ],
  },
  {
    candidate: { firstName: 'Diego', lastName: 'Ramirez' },
    jobs: [
      {
        company: 'Tidepool Payments',
        title: 'Backend Engineer',
        startMonth: '2022-01',
        endMonth: null,
        summary: 'Owns the ledger service: 40 million entries a day in PostgreSQL.',
      },
      {
        company: 'Orchard Logistics',
        title: 'Platform Engineer',
        startMonth: '2019-03',
        endMonth: '2021-12',
        summary: '',
      },
    ],
  },
  {
    candidate: { firstName: 'Priya', lastName: 'Patel' },
    jobs: [
      {
        company: 'Copperleaf Studio',
        title: 'Product Designer',
        startMonth: '2020-09',
        endMonth: null,
        summary: 'Designs onboarding and billing flows for B2B clients.',
      },
      {
        company: 'Marigold Health',
        title: 'UX Designer',
        startMonth: '2017-05',
        endMonth: '2020-08',
        summary: 'Ran patient interviews and redesigned appointment booking.',
      },
    ],
  },
];

/** The public profiles of the two demo companies (issue #15 fields; issue #30). */
export const demoCompanyProfiles = {
  nimbusLabs: {
    description:
      'Nimbus Labs builds the developer platform that lets product teams ship preview environments for every pull request. Twenty-two people, remote-first, with customers from seed-stage startups to public companies.',
    companySize: '11–50',
    stage: 'Series A',
    headquarters: 'San Francisco, CA',
  },
  brightwave: {
    description:
      'Brightwave helps independent clinics take bookings, reminders and payments in one place. We are six people, profitable on our first hundred customers, and hiring our first designer.',
    companySize: '1–10',
    stage: 'Seed',
    headquarters: 'Lisbon, Portugal',
  },
} as const;

/**
 * Four more companies, without logins, so Browse Companies shows more than the two demo accounts.
 * Their passwords are random: nobody can log in as them.
 */
export const demoOtherCompanies = [
  {
    companyName: 'Harborline',
    email: 'hiring@harborline.example',
    fullName: 'Jonas Verbeek',
    contactRole: 'Head of Talent',
    hiringRoles: ['Engineering', 'Product'],
    website: 'https://harborline.example',
    description:
      'Harborline is the planning software behind 300 freight forwarders: one live view of every container, quote and customs form. We hire engineers who like hard scheduling problems.',
    companySize: '51–200',
    stage: 'Series B',
    headquarters: 'Rotterdam, Netherlands',
    hiringMode: 'Hybrid',
    primaryRoles: ['Engineering', 'Product'],
    timeZoneOverlap: '±2 hours (EU)',
    joinedDaysAgo: 40,
  },
  {
    companyName: 'Fernleaf Health',
    email: 'team@fernleafhealth.example',
    fullName: 'Nadia Brooks',
    contactRole: 'Founder',
    hiringRoles: ['Design', 'Engineering'],
    website: 'https://fernleafhealth.example',
    description:
      'Fernleaf Health turns patient intake at physiotherapy clinics from clipboards into a two-minute form on the phone. Twelve people, backed by health-tech investors, growing across the US.',
    companySize: '11–50',
    stage: 'Seed',
    headquarters: 'Boston, MA',
    hiringMode: 'Remote',
    primaryRoles: ['Design', 'Engineering'],
    timeZoneOverlap: '±3 hours (US)',
    joinedDaysAgo: 33,
  },
  {
    companyName: 'Ledgerly',
    email: 'jobs@ledgerly.example',
    fullName: 'Owen Castillo',
    contactRole: 'CTO',
    hiringRoles: ['Engineering', 'Sales'],
    website: 'https://ledgerly.example',
    description:
      'Ledgerly does the bookkeeping of 4,000 small businesses, with software doing the routine and accountants checking the rest. We look for engineers and account executives who like clear numbers.',
    companySize: '51–200',
    stage: 'Series A',
    headquarters: 'Austin, TX',
    hiringMode: 'Remote',
    primaryRoles: ['Engineering', 'Sales'],
    timeZoneOverlap: '±3 hours (US)',
    joinedDaysAgo: 25,
  },
  {
    companyName: 'Solstice Grid',
    email: 'hello@solsticegrid.example',
    fullName: 'Lena Hartmann',
    contactRole: 'Founder',
    hiringRoles: ['Engineering', 'Marketing'],
    website: 'https://solsticegrid.example',
    description:
      'Solstice Grid schedules home batteries so households charge when power is cheap and green. Four people, pre-seed, running a pilot with 500 homes in Bavaria.',
    companySize: '1–10',
    stage: 'Pre-seed',
    headquarters: 'Berlin, Germany',
    hiringMode: 'On-site',
    primaryRoles: ['Engineering', 'Marketing'],
    timeZoneOverlap: 'Same zone (Global)',
    joinedDaysAgo: 12,
  },
] as const;

function calendarUrlOf(s: Sample) {
  return `https://cal.com/${s.firstName}-${s.lastName}`.toLowerCase().replace(/[^a-z0-9:/.-]/g, '');
}

/** A sample's candidate values, starting `startsInDays` after `now` (ms). */
function sampleValues({ startsInDays, ...s }: Sample, now: number) {
  const start = new Date(now + startsInDays * 86_400_000);
  return { ...s, availabilityDate: start.toISOString().slice(0, 10) };
}

/** True when no account exists yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Inserts the demo data. `hash` hashes passwords (argon2id on the server).
 * @param withAdmin also create the demo admin (when no ADMIN_EMAIL is configured).
 */
export async function seedDemo(
  db: Db,
  hash: (password: string) => Promise<string>,
  { withAdmin }: { withAdmin: boolean },
): Promise<void> {
  const demoHash = await hash(demoAccounts.testCandidate.password);
  const randomHash = await hash(randomBytes(18).toString('base64url'));
  await db.transaction(async (tx) => {
    const now = Date.now();
    // Older first, so the feed (newest first) shows the test candidate at the front.
    for (const [i, s] of sampleCandidates.entries()) {
      await insertCandidate(tx, {
        ...sampleValues(s, now),
        email: `${s.firstName}.${s.lastName}@talent.example`.toLowerCase().replace(/'/g, ''),
        passwordHash: randomHash,
        calendarUrl: calendarUrlOf(s),
        status: 'approved',
        onboardingStatus: 'completed',
        consent: true,
        createdAt: new Date(now - (sampleCandidates.length - i + 1) * 86_400_000),
      });
    }
    await insertCandidate(tx, {
      ...sampleValues(testCandidate, now),
      email: demoAccounts.testCandidate.email,
      passwordHash: demoHash,
      calendarUrl: calendarUrlOf(testCandidate),
      // Seen by signed-in companies only: visitors see the real pool (docs/decisions/060).
      visibility: 'signed_in_companies',
      status: 'approved',
      onboardingStatus: 'completed',
      consent: true,
      createdAt: new Date(now),
    });
    const pro = await insertCompany(tx, {
      email: demoAccounts.proCompany.email,
      passwordHash: demoHash,
      companyName: 'Nimbus Labs',
      fullName: 'Maya Goldberg',
      contactRole: 'CTO',
      hiringRoles: ['Engineering', 'Product'],
      hiringNeeds: 'Senior engineers for our developer platform',
      website: 'https://nimbuslabs.example',
      ...demoCompanyProfiles.nimbusLabs,
      planTier: 'pro',
      // In its first month of Pro (docs/decisions/058): it renews, or can be cancelled.
      planPeriodEnd: new Date(now + 30 * 86_400_000),
      onboardingStatus: 'complete',
    });
    const free = await insertCompany(tx, {
      email: demoAccounts.freeCompany.email,
      passwordHash: demoHash,
      companyName: 'Brightwave',
      fullName: 'Sam Rivera',
      contactRole: 'Founder',
      hiringRoles: ['Engineering', 'Design', 'Marketing'],
      hiringNeeds: 'First design hire and a full-stack engineer',
      website: 'https://brightwave.example',
      ...demoCompanyProfiles.brightwave,
      planTier: 'free',
      onboardingStatus: 'complete',
    });
    for (const companyId of [pro, free]) {
      await tx.insert(companyPreferences).values({
        companyId,
        hiringMode: 'Remote',
        engagementTypes: ['Full-time', 'Project-based Trial'],
        primaryRoles: ['Engineering'],
        timeZoneOverlap: 'Any',
        monthlyBudgetLow: 2000,
        monthlyBudgetHigh: 8000,
      });
    }
    await insertDemoWorkHistory(tx);
    await insertDemoPool(tx, now, randomHash);
    await insertOtherCompanies(tx, now, randomHash);
    await insertDemoPipeline(tx, pro, 'Maya Goldberg', now);
    await insertDemoScorecards(tx, now);
  });
  if (withAdmin) {
    const [admin] = await db
      .insert(users)
      .values({
        email: demoAccounts.admin.email,
        passwordHash: await hash(demoAccounts.admin.password),
        role: 'admin',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await db.insert(totpCredentials).values({
      userId: admin!.id,
      secret: demoAccounts.admin.totpSecret,
      confirmedAt: new Date(),
    });
  }
}

/** `demoWorkHistory`, for the samples it names (the table's trigger brings it into the search). */
async function insertDemoWorkHistory(tx: Db) {
  const samples = await tx
    .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates);
  const rows = demoWorkHistory.flatMap(({ candidate, jobs }) => {
    const id = samples.find(
      (c) => c.firstName === candidate.firstName && c.lastName === candidate.lastName,
    )?.id;
    if (!id) return [];
    return jobs.map((job, position) => ({
      ...job,
      candidateId: id,
      companyNameKey: companyNameKey(job.company),
      position,
    }));
  });
  if (rows.length > 0) await tx.insert(candidateWorkHistory).values(rows);
}

/**
 * The generated pool (`demo-pool.ts`), approved, in two multi-row statements. They joined before
 * the samples, so the feed's newest-first order still opens with the test candidate and the nine
 * samples. They share the samples' random password hash: they are not demo logins.
 */
async function insertDemoPool(tx: Db, now: number, passwordHash: string) {
  const pool = demoPool().map(({ email, startsInDays, joinedDaysAgo, ...c }) => ({
    id: randomUUID(),
    email,
    candidate: {
      ...c,
      availabilityDate: new Date(now + startsInDays * 86_400_000).toISOString().slice(0, 10),
      consent: true,
      status: 'approved' as const,
      onboardingStatus: 'completed' as const,
      createdAt: new Date(now - Math.round(joinedDaysAgo * 86_400_000)),
    },
  }));
  await tx.insert(users).values(
    pool.map(({ id, email }) => ({
      id,
      email,
      passwordHash,
      role: 'candidate' as const,
      emailVerifiedAt: new Date(now),
    })),
  );
  await tx.insert(candidates).values(pool.map(({ id, candidate }) => ({ ...candidate, id })));
}

/**
 * A scorecard for every approved demo candidate (docs/decisions/078), so that their profiles say
 * "Vetted by WarmIntro on {date}": decided 6 to 42 hours after they joined (never after `now`),
 * references checked for two in three of them.
 */
async function insertDemoScorecards(tx: Db, now: number) {
  const approved = await tx
    .select({ id: candidates.id, createdAt: candidates.createdAt })
    .from(candidates)
    .where(eq(candidates.status, 'approved'));
  if (approved.length === 0) return;
  await tx.insert(candidateScorecards).values(
    approved.map((c, i) => ({
      candidateId: c.id,
      decision: 'approved' as const,
      criteria: {
        technicalDepth: {
          rating: i % 2 ? 4 : 3,
          note: 'Walked through a recent project in depth.',
        },
        communication: {
          rating: i % 2 ? 3 : 4,
          note: 'Clear, structured answers on the call.',
        },
        seniorityMatches: { rating: 3, note: 'Experience matches the roles described.' },
        referencesChecked:
          i % 3 === 2
            ? { rating: 2, note: 'References not reached yet.' }
            : { rating: 3, note: 'Work samples reviewed; one reference confirmed.' },
      } satisfies ScorecardCriteria,
      submittedAt: c.createdAt,
      createdAt: new Date(Math.min(now, c.createdAt.getTime() + (6 + (i % 5) * 9) * 3_600_000)),
    })),
  );
}

/** `demoOtherCompanies`, with their preferences: how they hire shows on their pages. */
async function insertOtherCompanies(tx: Db, now: number, passwordHash: string) {
  for (const c of demoOtherCompanies) {
    const { email, hiringMode, primaryRoles, timeZoneOverlap, joinedDaysAgo, ...company } = c;
    const createdAt = new Date(now - joinedDaysAgo * 86_400_000);
    const id = await insertCompany(tx, {
      ...company,
      email,
      passwordHash,
      hiringRoles: [...company.hiringRoles],
      planTier: 'free',
      onboardingStatus: 'complete',
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(companyPreferences).values({
      companyId: id,
      hiringMode,
      engagementTypes: ['Full-time', 'Project-based Trial'],
      primaryRoles: [...primaryRoles],
      timeZoneOverlap,
      monthlyBudgetLow: 3000,
      monthlyBudgetHigh: 10000,
      submittedAt: createdAt,
    });
  }
}

/**
 * Nimbus Labs' pipeline (issue #34): two shortlists with a few of the pool on them and a team
 * note, so its board is not empty — every card in Shortlisted, since it has asked nobody yet.
 */
async function insertDemoPipeline(tx: Db, companyId: string, ownerName: string, now: number) {
  const pick = async (pattern: string, limit: number) =>
    (
      await queryRows<{ id: string }>(
        tx,
        sql`select id from candidates
            where status = 'approved' and visibility = 'everyone' and role ilike ${pattern}
            order by created_at, id limit ${limit}`,
      )
    ).map((r) => r.id);
  const [backend, design] = await tx
    .insert(shortlists)
    .values([
      { companyId, name: 'Backend Q1', position: 0, createdBy: companyId },
      { companyId, name: 'Design maybe', position: 1, createdBy: companyId },
    ])
    .returning({ id: shortlists.id });
  const engineers = await pick('%engineer%', 3);
  const designers = await pick('%design%', 2);
  const entries = [
    ...engineers.map((candidateId) => ({ shortlistId: backend!.id, candidateId })),
    ...designers.map((candidateId) => ({ shortlistId: design!.id, candidateId })),
  ].map((entry, i) => ({
    ...entry,
    addedBy: companyId,
    addedByName: ownerName,
    addedAt: new Date(now - (i + 1) * 3_600_000),
  }));
  if (entries.length > 0) await tx.insert(shortlistEntries).values(entries);
  if (engineers[0])
    await tx.insert(candidateNotes).values({
      companyId,
      candidateId: engineers[0],
      authorId: companyId,
      authorName: ownerName,
      body: 'Great open-source work on the API gateway. Worth an intro this week.',
    });
}
