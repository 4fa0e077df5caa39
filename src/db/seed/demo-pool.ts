/**
 * The demo's generated talent pool (issue #30 "A believable demo"; docs/decisions/059): about fifty
 * approved candidates behind the spec's nine samples, so a newcomer browsing the demo finds a
 * pool worth filtering. Generated with a Faker of its own under a fixed seed, so every fresh
 * database gets the same people; every value comes from the app's option lists (locations,
 * availabilities, salary ranges) and each role has its own skills and bio sentences.
 */
import {
  Faker,
  base,
  de,
  en,
  en_AU,
  en_IN,
  en_NG,
  en_ZA,
  nl,
  pt_BR,
  sv,
  type LocaleDefinition,
} from '@faker-js/faker';
import {
  availabilityOptions,
  BIO_MAX,
  salaryRangeOptions,
  type Availability,
} from '../../shared/candidates/constants';

/** The seed of the pool: change it and the demo's people change. */
export const DEMO_POOL_SEED = 2026;
/** How many generated candidates the demo adds to the nine samples and the test candidate. */
export const DEMO_POOL_SIZE = 50;

type Family = 'Engineering' | 'Product' | 'Design' | 'Marketing' | 'Sales';

interface RoleProfile {
  role: string;
  /** The role as the bio's first words say it ('Backend engineer'). */
  noun: string;
  family: Family;
  /** Years of experience, inclusive. */
  years: [number, number];
  /** Every candidate of the role has these… */
  core: string[];
  /** …and some of these. */
  extra: string[];
  /**
   * What they did: `{skill}` is one of their skills among `lead` (or their first), `{pct}` a
   * percentage, `{n}` a small number.
   */
  achievements: string[];
  /** The skills an achievement may name (a checkout is rebuilt in React, not in Storybook). */
  lead?: string[];
  /** How often the role is drawn, relative to the others. */
  weight: number;
}

const frontendAchievements = [
  'Rebuilt a checkout flow in {skill} that lifted conversion by {pct}%.',
  'Led the move of a large app to TypeScript without pausing feature work.',
  'Built the component library that {n} product teams now share.',
  'Cut the main bundle by {pct}% and brought phone page loads under two seconds.',
];
const frontendExtra = [
  'Next.js',
  'GraphQL',
  'Tailwind CSS',
  'Vue',
  'Accessibility',
  'Jest',
  'Storybook',
  'CSS',
];
const productAchievements = [
  'Took a self-serve onboarding from idea to launch and doubled activation in {n} months.',
  'Introduced usage-based pricing that grew expansion revenue by {pct}%.',
  'Rebuilt the roadmap around customer interviews and cut churn by {pct}%.',
  'Launched {n} integrations that became the top reason customers upgraded.',
];
const productExtra = [
  'Roadmapping',
  'Analytics',
  'SQL',
  'User Interviews',
  'A/B Testing',
  'Jira',
  'Pricing',
];

/** The roles of the pool, in the company primary roles' families (spec 1 §2 preferences). */
const roleProfiles: RoleProfile[] = [
  {
    role: 'Frontend Engineer',
    noun: 'Frontend engineer',
    family: 'Engineering',
    years: [2, 7],
    core: ['React', 'TypeScript'],
    extra: frontendExtra,
    achievements: frontendAchievements,
    lead: ['React'],
    weight: 4,
  },
  {
    role: 'Senior Frontend Engineer',
    noun: 'Senior frontend engineer',
    family: 'Engineering',
    years: [6, 13],
    core: ['React', 'TypeScript'],
    extra: frontendExtra,
    achievements: frontendAchievements,
    lead: ['React'],
    weight: 3,
  },
  {
    role: 'Full Stack Developer',
    noun: 'Full-stack developer',
    family: 'Engineering',
    years: [2, 11],
    core: ['TypeScript', 'Node.js', 'React'],
    extra: [
      'PostgreSQL',
      'Next.js',
      'AWS',
      'Docker',
      'GraphQL',
      'Ruby on Rails',
      'Django',
      'Python',
    ],
    achievements: [
      'Shipped an invoicing product from first commit to paying customers in {n} months.',
      'Owned features end to end, from the database schema to the last pixel.',
      'Was the first engineer at a marketplace that now serves {n}0,000 buyers.',
      'Replaced a tangle of cron jobs with a queue that has not dropped a task since.',
    ],
    weight: 5,
  },
  {
    role: 'Backend Engineer',
    noun: 'Backend engineer',
    family: 'Engineering',
    years: [3, 12],
    core: ['PostgreSQL'],
    extra: ['Go', 'Python', 'Java', 'Kotlin', 'Node.js', 'Kafka', 'Redis', 'gRPC', 'Docker', 'AWS'],
    achievements: [
      'Scaled a payments API to {n},000 requests a second with {skill} at its core.',
      'Split a slow monolith into services without a day of downtime.',
      'Cut p99 latency by {pct}% by reshaping queries and adding the right indexes.',
      'Designed the event pipeline that feeds billing, search and analytics.',
    ],
    lead: ['Go', 'Java', 'Kotlin', 'Python', 'Node.js'],
    weight: 5,
  },
  {
    role: 'Mobile Engineer',
    noun: 'Mobile engineer',
    family: 'Engineering',
    years: [2, 10],
    core: [],
    extra: ['Swift', 'Kotlin', 'React Native', 'Firebase', 'SwiftUI', 'Jetpack Compose', 'GraphQL'],
    achievements: [
      'Built a banking app rated 4.8 stars by {n}00,000 users.',
      'Took crash-free sessions from 97% to 99.9% in one quarter.',
      'Shipped offline sync for field teams working without a signal.',
      'Moved two native apps to one cross-platform codebase and halved release time.',
    ],
    weight: 3,
  },
  {
    role: 'DevOps Engineer',
    noun: 'DevOps engineer',
    family: 'Engineering',
    years: [3, 12],
    core: ['Terraform', 'AWS'],
    extra: ['Kubernetes', 'Docker', 'Linux', 'CI/CD', 'Prometheus', 'Python', 'GCP'],
    achievements: [
      'Cut cloud spend by {pct}% while halving deploy times.',
      'Moved {n}0 services onto infrastructure as code with {skill}.',
      'Turned a two-hour release into a ten-minute pipeline anyone can run.',
      'Built the on-call playbooks that took pages at night down by {pct}%.',
    ],
    lead: ['Terraform'],
    weight: 3,
  },
  {
    role: 'Site Reliability Engineer',
    noun: 'Site reliability engineer',
    family: 'Engineering',
    years: [4, 12],
    core: ['Kubernetes', 'Linux'],
    extra: ['Go', 'Prometheus', 'Terraform', 'AWS', 'GCP', 'Incident Response'],
    achievements: [
      'Kept a streaming platform at 99.99% uptime through a {n}x traffic year.',
      'Introduced SLOs and error budgets that product teams actually use.',
      'Ran the blameless postmortems that turned outages into fixes.',
    ],
    weight: 2,
  },
  {
    role: 'Data Scientist',
    noun: 'Data scientist',
    family: 'Engineering',
    years: [2, 10],
    core: ['Python', 'SQL'],
    extra: [
      'Machine Learning',
      'pandas',
      'Statistics',
      'scikit-learn',
      'PyTorch',
      'Tableau',
      'Experimentation',
    ],
    achievements: [
      'Built a churn model that let customer success save {pct}% of at-risk accounts.',
      'Designed the experiment framework behind {n}0 pricing tests a year.',
      'Turned messy event data into forecasts the finance team plans with.',
    ],
    weight: 3,
  },
  {
    role: 'Data Engineer',
    noun: 'Data engineer',
    family: 'Engineering',
    years: [3, 11],
    core: ['SQL', 'Python'],
    extra: ['Airflow', 'Spark', 'Snowflake', 'Kafka', 'BigQuery', 'AWS'],
    achievements: [
      'Rebuilt a nightly warehouse load into hourly pipelines with {skill}.',
      'Cut the data bill by {pct}% by retiring tables nobody read.',
      'Built the clean customer tables that every dashboard now starts from.',
    ],
    lead: ['Airflow', 'Spark', 'Kafka'],
    weight: 2,
  },
  {
    role: 'Machine Learning Engineer',
    noun: 'Machine learning engineer',
    family: 'Engineering',
    years: [3, 10],
    core: ['Python', 'Machine Learning'],
    extra: ['PyTorch', 'TensorFlow', 'MLOps', 'LLMs', 'Kubernetes', 'SQL', 'Computer Vision'],
    achievements: [
      'Put a recommendation model in production that raised basket size by {pct}%.',
      'Built the retrieval pipeline behind a support assistant answering {n}0% of tickets.',
      'Cut model training costs by {pct}% with better batching and spot instances.',
    ],
    weight: 2,
  },
  {
    role: 'QA Engineer',
    noun: 'QA engineer',
    family: 'Engineering',
    years: [2, 9],
    core: ['Test Automation', 'Playwright'],
    extra: ['Cypress', 'TypeScript', 'CI/CD', 'API Testing', 'Python'],
    achievements: [
      'Replaced a two-day manual regression pass with a {n}0-minute automated suite.',
      'Brought flaky tests from {pct}% of runs to almost none.',
      'Set up the release checklist that ended Friday-night hotfixes.',
    ],
    weight: 1,
  },
  {
    role: 'Product Manager',
    noun: 'Product manager',
    family: 'Product',
    years: [2, 8],
    core: ['Product Strategy'],
    extra: productExtra,
    achievements: productAchievements,
    weight: 3,
  },
  {
    role: 'Senior Product Manager',
    noun: 'Senior product manager',
    family: 'Product',
    years: [6, 14],
    core: ['Product Strategy', 'Roadmapping'],
    extra: productExtra.filter((s) => s !== 'Roadmapping'),
    achievements: productAchievements,
    weight: 2,
  },
  {
    role: 'Product Designer',
    noun: 'Product designer',
    family: 'Design',
    years: [2, 11],
    core: ['Figma'],
    extra: [
      'UX Research',
      'Prototyping',
      'Design Systems',
      'Interaction Design',
      'Usability Testing',
      'Webflow',
    ],
    achievements: [
      'Redesigned a B2B onboarding that cut time to first value from days to an hour.',
      'Built a design system in {skill} that {n} squads ship from.',
      'Turned {n}0 customer interviews into a navigation people stopped asking about.',
      'Led the mobile redesign that lifted weekly active users by {pct}%.',
    ],
    lead: ['Figma'],
    weight: 4,
  },
  {
    role: 'UX Researcher',
    noun: 'UX researcher',
    family: 'Design',
    years: [3, 10],
    core: ['UX Research', 'User Interviews'],
    extra: ['Usability Testing', 'Survey Design', 'Figma', 'Analytics', 'Journey Mapping'],
    achievements: [
      'Ran the research that reshaped a roadmap around what customers really paid for.',
      'Built a panel of {n}00 users the whole company can recruit from in a day.',
      'Set up a weekly testing rhythm that caught problems before launch.',
    ],
    weight: 1,
  },
  {
    role: 'Brand Designer',
    noun: 'Brand designer',
    family: 'Design',
    years: [3, 10],
    core: ['Brand Identity', 'Figma'],
    extra: ['Illustration', 'Adobe Illustrator', 'Motion Design', 'Typography', 'Webflow'],
    achievements: [
      'Created the identity of a fintech from logo to launch site in {n} weeks.',
      'Rebranded a Series A company without losing a point of search traffic.',
      'Built the illustration library that sales decks and the product share.',
    ],
    weight: 1,
  },
  {
    role: 'Growth Marketer',
    noun: 'Growth marketer',
    family: 'Marketing',
    years: [2, 9],
    core: ['Analytics'],
    extra: [
      'SEO',
      'Lifecycle Marketing',
      'Paid Acquisition',
      'A/B Testing',
      'HubSpot',
      'Copywriting',
    ],
    achievements: [
      'Grew trials by {pct}% in two quarters with {skill} and sharper landing pages.',
      'Rebuilt the lifecycle e-mails that now bring back {n}0% of lapsed users.',
      'Brought paid acquisition cost down by {pct}% without losing volume.',
    ],
    lead: ['SEO', 'Lifecycle Marketing', 'Paid Acquisition'],
    weight: 3,
  },
  {
    role: 'Content Marketer',
    noun: 'Content marketer',
    family: 'Marketing',
    years: [2, 9],
    core: ['Copywriting', 'SEO'],
    extra: ['Content Strategy', 'Analytics', 'Webflow', 'Social Media', 'HubSpot'],
    achievements: [
      'Wrote the guides that became the top source of sign-ups within a year.',
      'Grew organic traffic from {n},000 to {n}0,000 visits a month.',
      'Started a newsletter that reached {n},000 subscribers without paid promotion.',
    ],
    weight: 2,
  },
  {
    role: 'Account Executive',
    noun: 'Account executive',
    family: 'Sales',
    years: [2, 10],
    core: ['B2B Sales'],
    extra: [
      'Salesforce',
      'HubSpot',
      'Negotiation',
      'SaaS Sales',
      'Discovery Calls',
      'Pipeline Management',
    ],
    achievements: [
      'Closed {pct}% above quota two years running on a {n}-month sales cycle.',
      'Signed the first {n} enterprise customers of a Series A startup.',
      'Built the sales playbook that new hires ramp on in weeks, not months.',
    ],
    weight: 2,
  },
  {
    role: 'Sales Development Representative',
    noun: 'Sales development representative',
    family: 'Sales',
    years: [1, 5],
    core: ['Outbound Prospecting'],
    extra: ['HubSpot', 'Salesforce', 'Cold Email', 'Discovery Calls', 'LinkedIn Sales Navigator'],
    achievements: [
      'Booked {n}0 qualified meetings a quarter, the most on a team of eight.',
      'Wrote the outbound sequences that doubled reply rates.',
      'Opened a new market in the Nordics from a cold list.',
    ],
    weight: 1,
  },
];

/** Where they worked: `in` after "years in", `kind` before "products". */
const domains = [
  { in: 'fintech', kind: 'fintech' },
  { in: 'health tech', kind: 'health tech' },
  { in: 'logistics', kind: 'logistics' },
  { in: 'e-commerce', kind: 'e-commerce' },
  { in: 'climate tech', kind: 'climate tech' },
  { in: 'developer tools', kind: 'developer-tool' },
  { in: 'B2B SaaS', kind: 'B2B SaaS' },
  { in: 'edtech', kind: 'edtech' },
  { in: 'marketplaces', kind: 'marketplace' },
  { in: 'travel', kind: 'travel' },
];

/** Openers by family: `{noun}`, `{years}`, `{domain}` (after "in"), `{kind}` (before a noun). */
const openers: Record<Family, string[]> = {
  Engineering: [
    '{noun} with {years} years in {domain}, mostly at early-stage startups.',
    '{noun} with {years} years of experience, the last few in {domain}.',
    '{noun} who has spent {years} years building {kind} products.',
  ],
  Product: [
    '{noun} with {years} years in {domain}, from discovery to launch.',
    '{noun} who has led {kind} products for {years} years.',
  ],
  Design: [
    '{noun} with {years} years of work for {kind} teams.',
    '{noun} who has spent {years} years making {kind} products easy to use.',
  ],
  Marketing: [
    '{noun} with {years} years of growing {kind} companies.',
    '{noun} who has run marketing for {kind} startups for {years} years.',
  ],
  Sales: [
    '{noun} with {years} years of selling {kind} software.',
    '{noun} who has sold {kind} software to mid-market teams for {years} years.',
  ],
};

/** A sentence on their skills: `{a}`, `{b}`. */
const skillSentences = [
  'Works mostly with {a} and {b}.',
  'Strongest in {a} and {b}.',
  'Happiest working in {a} and {b}.',
  'Go-to tools: {a} and {b}.',
];

/** What they look for, by availability. */
const closers: Record<Availability, string[]> = {
  'full-time': [
    'Looking for a full-time role on a small team that ships often.',
    'Wants to join an early team full-time and grow with it.',
    'Ready for a full-time role where the work reaches users every week.',
  ],
  'part-time': [
    'Open to part-time work, about 20 hours a week.',
    'Looking for a part-time role with a focused team.',
  ],
  contract: [
    'Available for contract work and short paid trial projects.',
    'Prefers contracts of three to six months with a clear goal.',
  ],
};

const usCities = ['New York', 'San Francisco', 'Austin', 'Seattle', 'Boston', 'Chicago', 'Toronto'];
const euCities = ['Berlin', 'London', 'Amsterdam', 'Lisbon', 'Dublin', 'Stockholm', 'Munich'];

/**
 * Names the pool never uses: the samples' and the demo accounts' names, which the tests and the
 * README find by searching (a search matches any part of a name, spec 1 §5).
 */
export const reservedNames = [
  'Sarah',
  'Chen',
  'Marcus',
  'Johnson',
  'Priya',
  'Patel',
  'Diego',
  'Ramirez',
  'Emily',
  'Nguyen',
  'James',
  'Okafor',
  'Sofia',
  'Rossi',
  'Liam',
  "O'Brien",
  'Aisha',
  'Mohammed',
  'Taylor',
  'Test',
  'Maya',
  'Goldberg',
  'Rivera',
  'Nimbus',
  'Brightwave',
];

/** One generated demo candidate: the candidate row's values, and when they start. */
export interface DemoPoolCandidate {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  experienceYears: number;
  skills: string[];
  location: string;
  availability: Availability;
  /** Days from the seed until they can start: their `availabilityDate`. */
  startsInDays: number;
  salaryRange: (typeof salaryRangeOptions)[number];
  bio: string;
  calendarUrl: string;
  /** Days before the seed that they joined: all older than the samples (at most 10 days). */
  joinedDaysAgo: number;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ASCII letters only, lower-cased: 'Zoë' → 'zoe'. */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function salaryFor(faker: Faker, years: number, family: Family, availability: Availability) {
  if (faker.number.int({ min: 1, max: 8 }) === 1) return 'Prefer not to disclose' as const;
  // Design, marketing and sales pay a step below engineering and product at the same seniority;
  // part-time work earns about half a year's pay.
  const step =
    years +
    (family === 'Engineering' || family === 'Product' ? 2 : 0) -
    (availability === 'part-time' ? 4 : 0);
  if (step <= 2) return '$0 – $50k' as const;
  if (step <= 4) return faker.helpers.arrayElement(['$0 – $50k', '$50k – $100k'] as const);
  if (step <= 7) return faker.helpers.arrayElement(['$50k – $100k', '$100k – $150k'] as const);
  if (step <= 10) return faker.helpers.arrayElement(['$100k – $150k', '$150k+'] as const);
  return '$150k+' as const;
}

/** Where they work and the name locales that fit it. */
function locationFor(faker: Faker): { location: string; locales: LocaleDefinition[] } {
  const region = faker.helpers.arrayElement(['US', 'EU', 'any'] as const);
  // en_AU and en_ZA for English names: en's surname list reads as generated ('Yundt').
  const locales = {
    US: [en_AU, en_ZA, en_IN],
    EU: [de, nl, sv, en_AU],
    any: [en_AU, en_ZA, en_IN, pt_BR, en_NG, de],
  }[region];
  const kind = faker.helpers.weightedArrayElement([
    { value: 'remote', weight: 3 },
    { value: 'Hybrid', weight: 1 },
    { value: 'On-site', weight: 1 },
  ] as const);
  if (kind === 'remote') {
    return { location: { US: 'Remote (US)', EU: 'Remote (EU)', any: 'Remote' }[region], locales };
  }
  const cities =
    region === 'EU' ? euCities : region === 'US' ? usCities : [...usCities, ...euCities];
  return { location: `${kind} (${faker.helpers.arrayElement(cities)})`, locales };
}

/** The first name drawn from `names` that `accept`s. */
function pickName(
  names: Faker,
  faker: Faker,
  accept: (firstName: string, lastName: string) => boolean,
): { firstName: string; lastName: string } {
  for (;;) {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstName = names.person.firstName(sex);
    const lastName = names.person.lastName(sex);
    if (accept(firstName, lastName)) return { firstName, lastName };
  }
}

/**
 * The demo pool: `size` candidates, the same on every call (a Faker of its own, seeded with
 * `DEMO_POOL_SEED`). Names are unique and none contains a reserved name; bios are 2–4 sentences
 * of at most `BIO_MAX` characters, about the role and the candidate's own skills.
 */
export function demoPool(size = DEMO_POOL_SIZE): DemoPoolCandidate[] {
  const faker = new Faker({ locale: [en, base], seed: DEMO_POOL_SEED });
  const nameFakers = new Map<LocaleDefinition, Faker>();
  const nameFaker = (locale: LocaleDefinition) => {
    let f = nameFakers.get(locale);
    if (!f) {
      f = new Faker({ locale: [locale, en, base], seed: DEMO_POOL_SEED + nameFakers.size + 1 });
      nameFakers.set(locale, f);
    }
    return f;
  };
  const reserved = reservedNames.map((n) => n.toLowerCase());
  const usedFirstNames = new Set<string>();
  const usedLastNames = new Set<string>();
  const pool: DemoPoolCandidate[] = [];
  const weighted = roleProfiles.map((p) => ({ value: p, weight: p.weight }));

  for (let i = 0; i < size; i++) {
    const profile = faker.helpers.weightedArrayElement(weighted);
    const { location, locales } = locationFor(faker);
    const names = nameFaker(faker.helpers.arrayElement(locales));
    const { firstName, lastName } = pickName(names, faker, (first, last) => {
      const full = `${first} ${last}`.toLowerCase();
      const clash = reserved.some((r) => full.includes(r));
      const used = usedFirstNames.has(first) || usedLastNames.has(last);
      // One word each: compound names read oddly on a card and in an e-mail address.
      return !clash && !used && last.length > 2 && /^\p{L}+$/u.test(first + last);
    });
    usedFirstNames.add(firstName);
    usedLastNames.add(lastName);

    const years = faker.number.int({ min: profile.years[0], max: profile.years[1] });
    const skillCount = faker.number.int({ min: 3, max: 6 });
    const extras = faker.helpers.arrayElements(
      profile.extra.filter((s) => !profile.core.includes(s)),
      Math.max(1, skillCount - profile.core.length),
    );
    const skills = [...profile.core, ...extras];

    const availability = faker.helpers.weightedArrayElement([
      { value: 'full-time', weight: 5 },
      { value: 'contract', weight: 3 },
      { value: 'part-time', weight: 2 },
    ] as const);
    const startsInDays = faker.datatype.boolean(0.45)
      ? 0
      : faker.helpers.arrayElement([7, 14, 21, 30, 45, 60, 90]);

    const [a, b] = faker.helpers.shuffle(skills);
    const domain = faker.helpers.arrayElement(domains);
    const leads = skills.filter((skill) => profile.lead?.includes(skill));
    const sentences = [
      fill(faker.helpers.arrayElement(openers[profile.family]), {
        noun: profile.noun,
        years,
        domain: domain.in,
        kind: domain.kind,
      }),
      fill(faker.helpers.arrayElement(profile.achievements), {
        skill: faker.helpers.arrayElement(leads.length > 0 ? leads : skills.slice(0, 1)),
        pct: faker.number.int({ min: 2, max: 6 }) * 5,
        n: faker.number.int({ min: 2, max: 9 }),
      }),
    ];
    const optional = [
      faker.datatype.boolean(0.7)
        ? fill(faker.helpers.arrayElement(skillSentences), { a: a!, b: b! })
        : '',
      faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(closers[availability]) : '',
    ].filter(Boolean);
    let bio = [...sentences, ...optional].join(' ');
    // At most BIO_MAX (spec 2 §3): drop the optional sentences from the end until it fits.
    while (bio.length > BIO_MAX && optional.length > 0) {
      optional.pop();
      bio = [...sentences, ...optional].join(' ');
    }

    pool.push({
      email: `${slug(firstName)}.${slug(lastName)}@talent.example`,
      firstName,
      lastName,
      role: profile.role,
      experienceYears: years,
      skills,
      location,
      availability,
      startsInDays,
      salaryRange: salaryFor(faker, years, profile.family, availability),
      bio: capitalize(bio),
      calendarUrl: `https://cal.com/${slug(firstName)}-${slug(lastName)}`,
      // Samples joined 2–10 days before the seed; the pool joined in the ten weeks before that.
      joinedDaysAgo: faker.number.float({ min: 11, max: 75, fractionDigits: 3 }),
    });
  }
  return pool;
}

/** The options the pool draws from, for its test. */
export const demoPoolOptions = {
  availabilities: availabilityOptions,
  salaryRanges: salaryRangeOptions,
  roles: roleProfiles.map((p) => p.role),
  families: roleProfiles.map((p) => p.family),
};
