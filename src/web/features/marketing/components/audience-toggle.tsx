import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SectionHeading } from './section-heading';

interface Audience {
  value: 'startups' | 'talent';
  label: string;
  title: string;
  description: string;
  points: string[];
  cta: { label: string; to: string };
}

/** Spec 1 §2 "Home page": the For Startups / For Talent toggle. */
const audiences: Audience[] = [
  {
    value: 'startups',
    label: 'For Startups',
    title: 'Hire the people job boards never reach',
    description:
      'Skip the job post and the resume pile. Browse people our team has already vetted and ask for a warm intro to the ones you like.',
    points: [
      '500+ pre-vetted professionals across engineering, product and design',
      'Average hire time of 5-7 days',
      'Risk-free paid trial projects before you commit',
      'A dedicated account manager on Pro and Enterprise',
    ],
    cta: { label: 'Explore For Startups', to: paths.startups.getHref() },
  },
  {
    value: 'talent',
    label: 'For Talent',
    title: 'Let great startups come to you',
    description:
      'Join a curated network once and receive warm intros from founders who already read your profile. No applications, no cover letters.',
    points: [
      'Zero applications: companies request an intro to you',
      'Accept or decline every intro, you stay in control',
      'Paid trial projects to show what you can do',
      'Free for talent, always',
    ],
    cta: { label: 'Explore For Talent', to: paths.forCandidates.getHref() },
  },
];

/** Two audiences, one page: a segmented toggle between the startup and the talent pitch. */
export function AudienceToggle() {
  return (
    <section aria-labelledby="audience-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="audience-heading"
          eyebrow="Built for both sides"
          title="Warm intros work for everyone"
        />
        <Tabs defaultValue="startups" className="mt-10">
          <div className="flex justify-center">
            <TabsList aria-label="Audience">
              {audiences.map((audience) => (
                <TabsTrigger key={audience.value} value={audience.value} className="px-6">
                  {audience.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {audiences.map((audience) => (
            <TabsContent key={audience.value} value={audience.value} className="mt-8">
              <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-6 shadow-sm sm:p-10">
                <h3 className="text-2xl font-bold tracking-tight text-slate-900">
                  {audience.title}
                </h3>
                <p className="mt-3 text-lg text-slate-600">{audience.description}</p>
                <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                  {audience.points.map((point) => (
                    <li key={point} className="flex items-start gap-3 text-slate-700">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-brand-700"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-8">
                  <Link to={audience.cta.to}>
                    {audience.cta.label}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
