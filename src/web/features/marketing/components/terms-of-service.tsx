import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { contactLinks } from '../lib/contact-links';
import { LegalDocument, type LegalSection } from './legal-document';

/** Spec 1 §2 "Legal pages": the 14 sections of the Terms of Service, in order. */
const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          These Terms of Service (the “Terms”) govern your access to and use of the WarmIntro
          website, applications and services (together, the “Services”). By creating an account,
          requesting or accepting an introduction, or otherwise using the Services, you agree to be
          bound by these Terms and by our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </p>
        <p>
          If you use the Services on behalf of a company or other organization, you represent that
          you are authorized to accept these Terms on its behalf, and “you” refers to that
          organization. If you do not agree to these Terms, do not use the Services.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    title: 'Description of Services',
    body: (
      <>
        <p>
          WarmIntro is a recruiting marketplace that connects startups and other companies
          (“Companies”) with pre-vetted technology professionals (“Candidates”) through warm
          introductions rather than job posts or unsolicited applications.
        </p>
        <p>
          Companies can browse a curated talent feed, request introductions, schedule intro calls
          and propose paid trial projects (“Gigs”). Candidates can create a profile, receive intro
          requests, accept or decline them, and take part in trial projects. WarmIntro facilitates
          these connections; it is not a party to any employment, contracting or trial agreement
          between a Company and a Candidate, and it is not an employment agency.
        </p>
      </>
    ),
  },
  {
    id: 'account-registration',
    title: 'Account Registration',
    body: (
      <>
        <p>
          To use most features you must register for an account and provide accurate, current and
          complete information, including a valid work e-mail address for Company accounts. You must
          keep this information up to date.
        </p>
        <p>
          You are responsible for keeping your password confidential and for all activity under your
          account. Passwords must be at least 8 characters long. Notify us immediately at{' '}
          <a href={`mailto:${contactLinks.generalEmail}`}>{contactLinks.generalEmail}</a> if you
          suspect unauthorized use of your account. You must be at least 18 years old, or the age of
          majority where you live, to create an account.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>provide false or misleading information about yourself, your company or a role;</li>
          <li>
            use Candidate or Company information for any purpose other than evaluating and pursuing
            a genuine working relationship through the Services;
          </li>
          <li>
            harass, discriminate against or send unsolicited bulk messages to other users, or
            contact Candidates who have declined an introduction in order to pressure them;
          </li>
          <li>
            scrape, copy or export the talent feed or other data by automated means, or attempt to
            bypass rate limits, plan limits or access controls;
          </li>
          <li>
            upload malicious code, probe or disrupt the Services, or access accounts or data that
            are not yours;
          </li>
          <li>use the Services in violation of any applicable law or regulation.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intro-request-limits',
    title: 'Intro Request Limits and Plan Tiers',
    body: (
      <>
        <p>Company accounts are offered on the following plans:</p>
        <ul>
          <li>
            <strong>Free</strong>: up to 2 new intro requests per calendar month (UTC). Unused
            requests do not carry over. Re-requesting an introduction to a Candidate you have
            already asked for does not count toward the limit.
          </li>
          <li>
            <strong>Pro</strong>: $99 per month, with unlimited intro requests, full access to the
            talent feed, priority intro handling and advanced search filters.
          </li>
          <li>
            <strong>Enterprise</strong>: custom pricing and terms agreed in writing, including a
            dedicated account manager, custom integrations and service levels.
          </li>
        </ul>
        <p>
          We may change the features of a plan from time to time. Changes that materially reduce
          what a paid plan includes will be announced as described in Section 13. Candidate accounts
          are free.
        </p>
      </>
    ),
  },
  {
    id: 'payment-and-billing',
    title: 'Payment and Billing',
    body: (
      <>
        <p>
          The Pro plan costs $99 per month, billed in advance on a recurring monthly basis until you
          cancel. Prices exclude applicable taxes, which we will add where required. By upgrading
          you authorize us, or our payment processor, to charge the payment method you provide.
        </p>
        <p>
          You may cancel at any time; cancellation takes effect at the end of the current billing
          period and you keep Pro features until then. Except where required by law, fees already
          paid are non-refundable. We will give you at least 30 days’ notice before any price
          increase takes effect. Payments between Companies and Candidates for trial projects or
          employment are arranged between them and are not processed by WarmIntro.
        </p>
      </>
    ),
  },
  {
    id: 'candidate-vetting',
    title: 'Candidate Vetting Disclaimer',
    body: (
      <>
        <p>
          We review Candidate profiles before they appear in the talent feed, for example by
          checking experience, skills and professional presence. This review is intended to improve
          the quality of introductions; it is not a background check, reference check, credential
          verification or guarantee of any Candidate’s identity, qualifications, performance or
          suitability for a role.
        </p>
        <p>
          Companies remain solely responsible for their own hiring decisions, interviews, checks and
          compliance with employment, immigration, tax and anti-discrimination laws. Candidates are
          likewise responsible for evaluating the Companies they choose to work with.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          The Services, including their software, design, text, graphics and trademarks, are owned
          by WarmIntro or its licensors and protected by intellectual property laws. We grant you a
          limited, non-exclusive, non-transferable and revocable license to use the Services for
          their intended purpose in accordance with these Terms.
        </p>
        <p>
          You keep ownership of the content you submit, such as profile information and messages.
          You grant WarmIntro a worldwide, royalty-free license to host, display and process that
          content solely to operate and improve the Services. Ownership of work produced during a
          trial project is governed by the agreement between the Company and the Candidate.
        </p>
      </>
    ),
  },
  {
    id: 'warranty-disclaimer',
    title: 'Disclaimer of Warranties',
    body: (
      <p>
        The Services are provided “as is” and “as available”. To the fullest extent permitted by
        law, WarmIntro disclaims all warranties, express or implied, including warranties of
        merchantability, fitness for a particular purpose, title and non-infringement. We do not
        warrant that the Services will be uninterrupted, secure or error-free, that any introduction
        will be accepted, or that any introduction will lead to a hire.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent permitted by law, WarmIntro and its officers, employees and partners
          will not be liable for any indirect, incidental, special, consequential or punitive
          damages, or for any loss of profits, revenue, data or goodwill, arising out of or related
          to your use of the Services or any dealings between Companies and Candidates.
        </p>
        <p>
          Our total liability for any claim relating to the Services is limited to the greater of
          the amounts you paid to WarmIntro in the 12 months before the event giving rise to the
          claim, or US$100. Some jurisdictions do not allow these limitations, in which case they
          apply only to the extent permitted.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and Termination',
    body: (
      <>
        <p>
          We may suspend or terminate your access to the Services, with or without notice, if you
          breach these Terms, if your use creates risk or legal exposure for WarmIntro or other
          users, or if we are required to do so by law. Where reasonable, we will tell you why and
          give you an opportunity to respond.
        </p>
        <p>
          You may stop using the Services and delete your account at any time from your account
          settings. Sections that by their nature should survive termination, including those on
          intellectual property, disclaimers, limitation of liability and governing law, survive.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Arbitration',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the State of Delaware, United States, without
          regard to its conflict-of-law rules. Before filing a claim, you agree to contact us and
          try to resolve the dispute informally for at least 30 days.
        </p>
        <p>
          Any dispute that is not resolved informally will be settled by binding individual
          arbitration administered by the American Arbitration Association under its Commercial
          Arbitration Rules, rather than in court, except that either party may bring qualifying
          claims in small-claims court or seek injunctive relief for misuse of intellectual
          property. Class actions and class arbitrations are not permitted. Nothing in this section
          deprives consumers of protections they have under the mandatory laws of their country of
          residence.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms from time to time. When we do, we will revise the “Last updated”
        date above. For material changes we will give you at least 30 days’ notice by e-mail or
        through the Services before they take effect. Your continued use of the Services after the
        changes take effect means you accept the updated Terms; if you do not agree, you may close
        your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms? Write to{' '}
        <a href={`mailto:${contactLinks.generalEmail}`}>{contactLinks.generalEmail}</a> or use our{' '}
        <Link to={paths.contact.getHref()}>contact form</Link>. We respond within one business day.
      </p>
    ),
  },
];

/** The Terms of Service (spec 1 §2 "Legal pages"). */
export function TermsOfService() {
  return <LegalDocument title="Terms of Service" sections={sections} />;
}
