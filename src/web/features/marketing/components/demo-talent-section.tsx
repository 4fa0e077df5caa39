import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { demoTalents } from '../lib/demo-talents';
import { DemoTalentCard } from './demo-talent-card';
import { SectionHeading } from './section-heading';

/** Spec 1 §2 "Home page": a demo of 4 static sample talent cards with demo-only actions. */
export function DemoTalentSection() {
  return (
    <section aria-labelledby="demo-talent-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="demo-talent-heading"
          eyebrow="See it in action"
          title="Meet the kind of talent you'll find"
          description="Every profile in the pool is reviewed by our team. These four are samples: try the buttons to see how a card works."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {demoTalents.map((talent) => (
            <li key={talent.name}>
              <DemoTalentCard talent={talent} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.talent.getHref()}>
              See the full Talent Pool
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
