import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Handshake, ShieldCheck, Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Card, CardContent } from '../../../components/ui/card';
import { CandidateSignupForm } from '../../../features/candidates/components/candidate-signup-form';
import { SignupHero } from '../../../features/candidates/components/signup-hero';

/** Spec 2 §2, §9: success goes to the dashboard after about 1.5 s. */
export const SIGNUP_REDIRECT_MS = 1500;

const highlights = [
  { icon: Sparkles, text: 'One profile instead of a hundred applications' },
  { icon: Handshake, text: 'Startups ask you for a warm intro; you choose' },
  { icon: ShieldCheck, text: 'Your details are shared only with your consent' },
];

/** /candidate-signup — candidate profile creation (spec 2 §2 "Candidate side"). */
export function CandidateSignupRoute() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <SignupHero eyebrow="Join the Talent Network" title="Create Your Candidate Profile">
        <p>Zero applications, warm intros only.</p>
        <ul className="mx-auto mt-6 grid w-fit gap-2 text-left text-base text-slate-700">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </SignupHero>
      <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
        <Card className="mx-auto max-w-3xl">
          <CardContent className="p-6 sm:p-8">
            <CandidateSignupForm
              onSuccess={() => {
                timer.current = setTimeout(
                  () => void navigate(paths.candidateDashboard.getHref(), { replace: true }),
                  SIGNUP_REDIRECT_MS,
                );
              }}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
