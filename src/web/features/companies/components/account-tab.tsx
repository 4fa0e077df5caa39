import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyProfile } from '../../../../shared/companies/schemas';
import { paths } from '../../../config/paths';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useDownloadCompanyData } from '../api/export-company-data';
import { ChangePasswordForm } from '../../auth/components/change-password-form';
import { SessionsCard } from '../../auth/components/sessions-card';
import { PasskeysCard } from '../../auth/components/passkeys-card';
import { TwoFactorCard } from '../../auth/components/two-factor-card';
import { AccountDataCard } from '../../auth/components/account-data-card';
import { CompanyInfoForm } from './company-info-form';
import { DeleteCompanyAccountDialog } from './delete-account-dialog';
import { PreferencesCard } from './preferences-card';
import { TeamNotificationsCard } from './team-notifications-card';
import { VerifiedDomainsCard } from './verified-domains-card';

/** Plan names as shown (spec 1 §3 "Company" plan_tier). */
export const planLabels: Record<CompanyProfile['planTier'], string> = {
  free: 'Free',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

function DataAndDeletionCard({ profile }: { profile: CompanyProfile }) {
  return (
    <AccountDataCard
      description="Download everything we store about your company, or delete your account for good."
      download={useDownloadCompanyData()}
    >
      <DeleteCompanyAccountDialog companyName={profile.companyName} />
    </AccountDataCard>
  );
}

/**
 * The dashboard's 'Account Management' tab (spec 1 §2 "Company dashboard"): company details,
 * the way back to the hiring preferences, the member's team notifications (issue #33), plan,
 * password, data export and deletion. `plan` is the billing feature's plan section, given by the
 * page (features import billing, not the reverse).
 */
export function AccountTab({ profile, plan }: { profile: CompanyProfile; plan: ReactNode }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Company Information</CardTitle>
          <CardDescription>
            Candidates see your website, description, size, stage and headquarters on your company
            page.{' '}
            <Link
              className="font-medium text-brand-700 underline underline-offset-2"
              to={paths.companyProfile.getHref(profile.id)}
            >
              View your company page
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CompanyInfoForm profile={profile} />
        </CardContent>
      </Card>
      <PreferencesCard />
      <VerifiedDomainsCard />
      <TeamNotificationsCard />
      {plan}
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <DataAndDeletionCard profile={profile} />
    </div>
  );
}
