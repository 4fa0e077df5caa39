/**
 * Factories that insert accounts with realistic values: shared by the demo seed, the synthetic
 * benchmark seed and the tests (STYLE.md "the same faker factories for seed and tests").
 */
import { faker } from '@faker-js/faker';
import type { Db } from '../client';
import { candidates, companies, companyMembers, users } from '../schema';
import { availabilityOptions, salaryRangeOptions } from '../../shared/candidates/constants';

type CompanyValues = typeof companies.$inferInsert;
type CandidateValues = typeof candidates.$inferInsert;

export interface NewCompany extends Partial<Omit<CompanyValues, 'id'>> {
  email?: string;
  passwordHash: string;
  /** When the address was verified (docs/decisions/065); default now, null for not yet. */
  emailVerifiedAt?: Date | null;
}

/**
 * Inserts a user with role company, its company row (the same id) and the user as the team's owner
 * (docs/decisions/073); returns the id.
 */
export async function insertCompany(db: Db, values: NewCompany): Promise<string> {
  const { email, passwordHash, emailVerifiedAt = new Date(), ...company } = values;
  const [user] = await db
    .insert(users)
    .values({
      email: email ?? faker.internet.email().toLowerCase(),
      passwordHash,
      role: 'company',
      emailVerifiedAt,
    })
    .returning({ id: users.id });
  const [row] = await db
    .insert(companies)
    .values({
      id: user!.id,
      companyName: company.companyName ?? faker.company.name(),
      fullName: company.fullName ?? faker.person.fullName(),
      contactRole: company.contactRole ?? 'Founder',
      hiringRoles: company.hiringRoles ?? ['Engineering'],
      ...company,
    })
    .returning({ fullName: companies.fullName, contactRole: companies.contactRole });
  await db.insert(companyMembers).values({
    companyId: user!.id,
    userId: user!.id,
    role: 'owner',
    fullName: row!.fullName,
    jobTitle: row!.contactRole,
  });
  return user!.id;
}

export interface NewCandidate extends Partial<Omit<CandidateValues, 'id'>> {
  email?: string;
  passwordHash: string;
  /** When the address was verified (docs/decisions/065); default now, null for not yet. */
  emailVerifiedAt?: Date | null;
}

const roles = [
  'Senior Frontend Engineer',
  'Full Stack Developer',
  'Backend Engineer',
  'Product Designer',
  'Product Manager',
  'DevOps Engineer',
  'Data Scientist',
  'Mobile Engineer',
  'Growth Marketer',
  'Machine Learning Engineer',
];
const skillPool = [
  'React',
  'TypeScript',
  'Node.js',
  'Python',
  'Go',
  'Rust',
  'PostgreSQL',
  'AWS',
  'Kubernetes',
  'Docker',
  'GraphQL',
  'Figma',
  'UX Research',
  'Swift',
  'Kotlin',
  'Java',
  'Terraform',
  'SQL',
  'Machine Learning',
  'PyTorch',
  'Next.js',
  'Vue',
  'Django',
  'Ruby on Rails',
  'SEO',
  'Analytics',
];
const locations = [
  'Remote',
  'Remote (US)',
  'Remote (EU)',
  'Hybrid (Berlin)',
  'On-site (New York)',
  'Hybrid (London)',
  'On-site (San Francisco)',
];

/** Realistic generated candidate values (no id, no user). */
export function fakeCandidateValues(): Omit<CandidateValues, 'id'> & { email: string } {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    firstName,
    lastName,
    role: faker.helpers.arrayElement(roles),
    experienceYears: faker.number.int({ min: 1, max: 15 }),
    skills: faker.helpers.arrayElements(skillPool, { min: 3, max: 7 }),
    location: faker.helpers.arrayElement(locations),
    availability: faker.helpers.arrayElement(availabilityOptions),
    bio: faker.lorem.sentences({ min: 2, max: 4 }),
    calendarUrl: `https://cal.com/${firstName.toLowerCase()}-${lastName.toLowerCase()}`,
    salaryRange: faker.helpers.arrayElement(salaryRangeOptions),
    consent: true,
    status: 'approved',
    onboardingStatus: 'completed',
  };
}

/** Inserts a user with role candidate and its candidate row; returns the id. */
export async function insertCandidate(db: Db, values: NewCandidate): Promise<string> {
  const fake = fakeCandidateValues();
  const { email, passwordHash, emailVerifiedAt = new Date(), ...candidate } = values;
  const [user] = await db
    .insert(users)
    .values({ email: email ?? fake.email, passwordHash, role: 'candidate', emailVerifiedAt })
    .returning({ id: users.id });
  const { email: _unused, ...fakeRest } = fake;
  await db.insert(candidates).values({ ...fakeRest, ...candidate, id: user!.id });
  return user!.id;
}
