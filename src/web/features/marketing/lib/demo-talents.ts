import type { Availability } from '../../../../shared/candidates/constants';

/**
 * The home page's 4 static sample talents (spec 1 §2 "Home page", §9 "home demo has 4 sample
 * talents"). Illustrative only: they are not candidates in the talent feed.
 */
export interface DemoTalent {
  name: string;
  role: string;
  bio: string;
  skills: string[];
  experience: string;
  location: string;
  /** One of the candidates' one list, shown with `availabilityLabel` (docs/decisions/056). */
  availability: Availability;
  salaryRange: string;
}

export const demoTalents: DemoTalent[] = [
  {
    name: 'Maya Chen',
    role: 'Senior Frontend Engineer',
    bio: 'Builds fast, accessible product UIs. Led the design-system rewrite at a Series B fintech and mentors junior engineers.',
    skills: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'Accessibility', 'Testing'],
    experience: '7 years',
    location: 'Remote',
    availability: 'full-time',
    salaryRange: '$100k – $150k',
  },
  {
    name: 'Daniel Okafor',
    role: 'Backend Engineer',
    bio: 'Designs APIs and data pipelines that stay calm under load. Happy in Go, Node and PostgreSQL.',
    skills: ['Go', 'Node.js', 'PostgreSQL', 'AWS', 'Kafka'],
    experience: '5 years',
    location: 'Lagos, Nigeria',
    availability: 'full-time',
    salaryRange: '$50k – $100k',
  },
  {
    name: 'Sofia Martínez',
    role: 'Product Designer',
    bio: 'Turns fuzzy problems into shipped flows. Runs her own research, prototypes in Figma and pairs with engineers on polish.',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
    experience: '6 years',
    location: 'Barcelona, Spain',
    availability: 'contract',
    salaryRange: 'Prefer not to disclose',
  },
  {
    name: 'Arjun Patel',
    role: 'Machine Learning Engineer',
    bio: 'Ships ML features end to end, from data cleaning to monitored production models, with a bias for simple baselines.',
    skills: ['Python', 'PyTorch', 'MLOps', 'SQL', 'LLMs', 'Docker', 'GCP'],
    experience: '4 years',
    location: 'Toronto, Canada',
    availability: 'part-time',
    salaryRange: '$150k+',
  },
];
