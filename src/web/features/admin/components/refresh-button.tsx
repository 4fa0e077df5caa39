import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface RefreshButtonProps {
  onRefresh: () => void;
  /** Disables the button while the list reloads. */
  fetching: boolean;
  /** Spins the icon while the list reloads. */
  spin?: boolean;
}

/** The outlined Refresh button above an admin list. */
export function RefreshButton({ onRefresh, fetching, spin = false }: RefreshButtonProps) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={fetching}>
      <RefreshCw aria-hidden="true" className={spin && fetching ? 'animate-spin' : undefined} />
      Refresh
    </Button>
  );
}
