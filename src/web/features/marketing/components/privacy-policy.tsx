import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { contactLinks } from '../lib/contact-links';
import { LegalDocument, type LegalSection } from './legal-document';

/** Spec 1 §2 "Legal pages": the 10 sections of the Privacy Policy, in order. */
const sections: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          This Privacy Policy explains how WarmIntro (“we”, “us”) collects, uses, shares and
          protects personal information when you visit our website or use our recruiting marketplace
          (the “Services”), whether you are a startup or company hiring (a “Company”), a technology
          professional (a “Candidate”) or a visitor.
        </p>
        <p>
          We act as the controller of the personal information described here. Please also read our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'information-collected',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the following information:</p>
        <ul>
          <li>
            <strong>Account information</strong>: for Companies, company name, contact name, work
            e-mail, role, hiring needs and time zone; for Candidates, name, e-mail, role, skills,
            experience, location, availability, salary expectations, bio and optional calendar link.
            Passwords are stored only as salted one-way hashes.
          </li>
          <li>
            <strong>Activity on the marketplace</strong>: intro requests and responses, scheduled
            and completed intro calls, trial project proposals and their status, and hiring
            preferences.
          </li>
          <li>
            <strong>Messages you send us</strong>: contact form and demo requests, and newsletter
            subscriptions.
          </li>
          <li>
            <strong>Technical information</strong>: IP address, browser type, device information and
            server logs, used to keep the Services secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use-of-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>create and manage accounts and keep you logged in securely;</li>
          <li>
            review Candidate profiles and show approved profiles to Companies in the talent feed;
          </li>
          <li>
            deliver introductions and send service e-mails such as intro notifications, meeting
            reminders, plan confirmations and password resets;
          </li>
          <li>enforce plan limits, prevent fraud and abuse, and secure the Services;</li>
          <li>answer your questions and, if you subscribed, send our newsletter;</li>
          <li>understand how the Services are used so we can improve them.</li>
        </ul>
        <p>
          We process information to perform our contract with you, on the basis of our legitimate
          interests in running a safe and useful marketplace, to comply with legal obligations, and
          with your consent where the law requires it (for example, for the newsletter). We do not
          sell your personal information.
        </p>
      </>
    ),
  },
  {
    id: 'disclosure',
    title: 'How We Share and Disclose Information',
    body: (
      <>
        <p>We share personal information only as follows:</p>
        <ul>
          <li>
            <strong>Between users</strong>: approved Candidate profiles are visible to Companies;
            when a Company requests an intro, the Candidate sees the Company’s name, contact and
            hiring roles, and once accepted, contact details needed to schedule a call are shared.
          </li>
          <li>
            <strong>Service providers</strong>: hosting, database, e-mail delivery and payment
            providers who process data on our behalf under contracts that require confidentiality
            and security.
          </li>
          <li>
            <strong>Legal reasons</strong>: when required by law, or to protect the rights, safety
            and property of our users, WarmIntro or the public.
          </li>
          <li>
            <strong>Business transfers</strong>: in connection with a merger, acquisition or sale of
            assets, subject to this Policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security-retention-deletion',
    title: 'Data Security, Retention and Deletion',
    body: (
      <>
        <p>
          We protect personal information with encryption in transit, hashed passwords, access
          controls that limit each user to their own records, and monitoring of our systems. No
          method of transmission or storage is completely secure, but we work to protect your
          information and will notify you of a breach where the law requires.
        </p>
        <p>
          We keep personal information for as long as your account is active and as needed to
          provide the Services. You can delete your account at any time from your account settings;
          we then delete or anonymize your personal information within 30 days, except where we must
          keep some of it to meet legal, tax or security obligations. You can also download a copy
          of your data from your account settings at any time.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights under GDPR and CCPA',
    body: (
      <>
        <p>
          If you are in the European Economic Area, the United Kingdom or Switzerland, the General
          Data Protection Regulation (GDPR) gives you the right to access, correct, delete, restrict
          or object to the processing of your personal information, the right to data portability,
          and the right to withdraw consent at any time. You may also lodge a complaint with your
          local data protection authority.
        </p>
        <p>
          If you are a California resident, the California Consumer Privacy Act (CCPA) gives you the
          right to know what personal information we collect and how we use and disclose it, to
          request its deletion or correction, and to opt out of its sale or sharing. We do not sell
          or share personal information for cross-context behavioral advertising, and we will not
          discriminate against you for exercising your rights.
        </p>
        <p>
          You can exercise most rights yourself: edit your details, export your data and delete your
          account from your account settings. For anything else, contact us at{' '}
          <a href={`mailto:${contactLinks.generalEmail}`}>{contactLinks.generalEmail}</a>. We may
          need to verify your identity before acting on a request, and we respond within the time
          limits the law sets.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a strictly necessary session cookie to keep you logged in and to protect your
        account; it is HttpOnly and cannot be read by scripts. We also store small preferences in
        your browser, such as whether you dismissed the newsletter bar. We do not use advertising or
        third-party tracking cookies. You can block or delete cookies in your browser settings, but
        you will not be able to log in without the session cookie.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    body: (
      <p>
        The Services are intended for professionals and are not directed to children. We do not
        knowingly collect personal information from children under 13. If you believe a child under
        13 has provided us with personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this Privacy Policy from time to time. We will revise the “Last updated” date
        above and, for material changes, notify you by e-mail or through the Services at least 30
        days before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions or requests about your privacy? Write to{' '}
        <a href={`mailto:${contactLinks.generalEmail}`}>{contactLinks.generalEmail}</a> or use our{' '}
        <Link to={paths.contact.getHref()}>contact form</Link>. We respond within one business day.
      </p>
    ),
  },
];

/** The Privacy Policy (spec 1 §2 "Legal pages"). */
export function PrivacyPolicy() {
  return <LegalDocument title="Privacy Policy" sections={sections} />;
}
