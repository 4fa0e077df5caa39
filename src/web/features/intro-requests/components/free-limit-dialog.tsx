import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface FreeLimitDialogProps {
  /** The server's explanation (the limit is per month, and when it resets); null keeps it closed. */
  detail: string | null;
  onClose: () => void;
}

/** 'Free Plan Limit Reached' (spec 1 §2 "Talent feed", §8): Maybe Later, or Upgrade to Pro. */
export function FreeLimitDialog({ detail, onClose }: FreeLimitDialogProps) {
  return (
    <Dialog open={detail !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Free Plan Limit Reached</DialogTitle>
          <DialogDescription>{detail}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Maybe Later</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.upgrade.getHref()} onClick={onClose}>
              Upgrade to Pro
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
