import { ArrowRight, Handshake, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';

/** What WarmIntro holds to, each a rule the product keeps (spec 1 §1; docs/decisions/013, 028). */
const principles = [
  {
    icon: Handshake,
    title: 'Intros, not spam',
    text: 'A startup asks for an introduction and says why. The candidate decides. Nobody is cold-messaged, and nobody applies into a void.',
  },
  {
    icon: ShieldCheck,
    title: 'Contact details after a yes',
    text: "A candidate's e-mail, calendar link and résumé reach a company only once the candidate accepts its intro — a double opt-in the server enforces.",
  },
  {
    icon: UserCheck,
    title: 'People, reviewed',
    text: 'Our team reviews every candidate before their profile is shown, and pauses or removes any company that misuses introductions. Candidates who stop looking can pause at any time.',
  },
] as const;

/** `/about` — About Us, where the spec's footer only had a coming-soon notice (issue #30). */
export function AboutRoute() {
  return (
    <>
      <MarketingHero
        eyebrow="About Us"
        title="Hiring that starts with a conversation"
        description="WarmIntro connects startups with pre-vetted tech talent through warm introductions instead of job posts and résumé piles. A startup asks, the candidate says yes, they talk — and then they try working together on a short paid trial project."
      >
        <Button asChild size="lg">
          <Link to={paths.howItWorks.getHref()}>
            See how it works
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.faq.getHref()}>Read the FAQ</Link>
        </Button>
      </MarketingHero>
      <section aria-labelledby="principles" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="principles" className="text-3xl font-bold tracking-tight text-slate-900">
          What we hold to
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {principles.map((p) => (
            <li key={p.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <p.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-600">{p.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 max-w-3xl text-lg text-slate-600">
          Questions, partnerships or Enterprise plans:{' '}
          <Link to={paths.contact.getHref()} className="font-medium text-brand-700 underline">
            contact us
          </Link>
          . We answer within one business day.
        </p>
      </section>
    </>
  );
}
