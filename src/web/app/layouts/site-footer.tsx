import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast';
import { BrandLogo } from '../../components/brand-logo';
import { SocialIcon, type SocialNetwork } from './social-icon';

interface FooterItem {
  label: string;
  to: string;
}

/** Spec 1 §2 "Footer". The For Startups column reuses the navigation's company entries. */
const columns: { title: string; items: FooterItem[] }[] = [
  {
    title: 'Company',
    items: [
      { label: 'About Us', to: paths.about.getHref() },
      { label: 'How It Works', to: paths.howItWorks.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
    ],
  },
  {
    title: 'For Startups',
    items: [
      { label: 'Talent Feed', to: paths.talent.getHref() },
      { label: 'Pricing', to: paths.pricing.getHref() },
      { label: 'Create Company Account', to: paths.createAccount.getHref() },
      { label: 'Company Login', to: paths.loginCompany.getHref() },
    ],
  },
  {
    title: 'For Talent',
    items: [
      { label: 'Join Network', to: paths.candidateSignup.getHref() },
      { label: 'Candidate Login', to: paths.loginCandidate.getHref() },
      { label: 'FAQ', to: paths.faq.getHref() },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Terms of Service', to: paths.terms.getHref() },
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
    ],
  },
];

const socials: { network: SocialNetwork; label: string }[] = [
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'github', label: 'Github' },
];

/** Spec 1 §2: the social links only show a 'Coming Soon' notice (About Us and FAQ are pages, issue #30). */
function showComingSoon(): void {
  toast({ title: 'Coming Soon' });
}

const itemClass = 'rounded text-sm text-slate-300 transition-colors hover:text-white';
const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-slate-700 hover:text-white focus-visible:outline-white';

/** The site footer: link columns, social icons and the brand. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_3fr]">
        <div className="space-y-4">
          <BrandLogo inverted />
          <p className="max-w-xs text-sm text-slate-400">Start with a conversation, not a CV.</p>
          <ul className="flex gap-2" aria-label="Social">
            {socials.map((social) => (
              <li key={social.network}>
                <button
                  type="button"
                  aria-label={social.label}
                  className={iconButtonClass}
                  onClick={showComingSoon}
                >
                  <SocialIcon network={social.network} className="size-4" />
                </button>
              </li>
            ))}
            <li>
              <Link to={paths.contact.getHref()} aria-label="Email" className={iconButtonClass}>
                <Mail className="size-4" aria-hidden="true" />
              </Link>
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to} className={itemClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} WarmIntro
        </p>
      </div>
    </footer>
  );
}
