import { Handshake, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { contactLinks } from '../lib/contact-links';

const channels = [
  {
    title: 'General inquiries',
    description: 'Questions about WarmIntro, your account or billing.',
    email: contactLinks.generalEmail,
    icon: Mail,
  },
  {
    title: 'Partnerships',
    description: 'Accelerators, communities and integration partners.',
    email: contactLinks.partnershipsEmail,
    icon: Handshake,
  },
] as const;

/** General and partnership e-mail links (spec 1 §2 "Contact page"). */
export function ContactEmailLinks() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-bold tracking-tight text-slate-900">Email us</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-5">
          {channels.map((channel) => (
            <li key={channel.email} className="flex gap-3">
              <channel.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{channel.title}</h3>
                <p className="text-sm text-slate-600">{channel.description}</p>
                <a
                  href={`mailto:${channel.email}`}
                  className="mt-1 inline-block rounded text-sm font-medium text-brand-700 hover:underline"
                >
                  {channel.email}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
