/**
 * The e-mails of verified domains (issue #35 part 3, docs/decisions/079): the link that proves a
 * company's domain, sent to an address at that domain, and the note to the company's owner and
 * admins once it is verified.
 */
import { absoluteUrl, paths } from '../../../../shared/paths';
import { renderEmail, type RenderedEmail } from '../layout';

interface Context {
  appUrl: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

/** The link to an address at the domain. */
export interface DomainVerificationPayload {
  /** The address at the domain: "jobs@acme.io". */
  email: string;
  domain: string;
  companyName: string;
  /** The member who asked. */
  requestedByName: string;
  /** Absolute link carrying the single-use token. */
  verifyUrl: string;
}

/** To the company's owner and admins: the domain is verified. */
export interface DomainVerifiedPayload {
  to: string[];
  domain: string;
  companyName: string;
}

export const companyDomainTemplates = {
  domainVerification: ((p) =>
    renderEmail({
      to: [p.email],
      subject: `Verify ${p.domain} for ${p.companyName} on WarmIntro`,
      heading: `Is ${p.domain} ${p.companyName}'s domain?`,
      blocks: [
        {
          p: `${p.requestedByName} asked WarmIntro to verify ${p.domain} as a domain of ${p.companyName}. Opening the link below proves that ${p.companyName} receives mail at ${p.domain}; candidates then see it as a verified company.`,
        },
        { button: { label: `Verify ${p.domain}`, href: p.verifyUrl } },
        {
          p: 'The link works once, for 24 hours. If you do not know this company, ignore this e-mail.',
        },
      ],
    })) as Template<DomainVerificationPayload>,

  domainVerified: ((p, ctx) =>
    renderEmail({
      to: p.to,
      subject: `${p.domain} is verified for ${p.companyName}`,
      heading: `${p.domain} is verified`,
      blocks: [
        {
          p: `${p.companyName} now shows a Verified badge with ${p.domain} on its company page, its intro requests and the e-mails candidates get.`,
        },
        {
          button: {
            label: 'Your verified domains',
            href: absoluteUrl(ctx.appUrl, paths.dashboard.getHref('account')),
          },
        },
      ],
    })) as Template<DomainVerifiedPayload>,
};
