import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ContactEmailLinks } from '../../../features/marketing/components/contact-email-links';
import { ContactForm } from '../../../features/marketing/components/contact-form';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';
import { ScheduleDemoCard } from '../../../features/marketing/components/schedule-demo-card';

/** `/contact` (spec 1 §2 "Contact page"). */
export function ContactRoute() {
  return (
    <>
      <MarketingHero
        eyebrow="Contact"
        title="Get in Touch"
        description="Questions about hiring through WarmIntro, Enterprise plans or partnerships? Send us a message and we will respond within one business day."
      />
      <section className="bg-white pb-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-bold tracking-tight text-slate-900">Send us a message</h2>
              <CardDescription>We respond within one business day.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
          <div className="space-y-8">
            <ScheduleDemoCard />
            <ContactEmailLinks />
          </div>
        </div>
      </section>
    </>
  );
}
