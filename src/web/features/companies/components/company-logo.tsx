import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { cn } from '../../../lib/cn';

/** A company's logo, drawn from its initials like the avatars (issue #15); a rounded square. */
export function CompanyLogo({ name, className }: { name: string; className?: string }) {
  return <AvatarInitials name={name} className={cn('rounded-xl', className)} />;
}
