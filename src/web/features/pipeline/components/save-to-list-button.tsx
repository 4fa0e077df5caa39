import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCandidatePipelineQueryOptions,
  useShortlistCount,
} from '../api/get-shortlist-membership';
import { unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SaveToListFace } from './save-to-list-face';

const loadMenu = () => import('./save-to-list-menu');
const SaveToListMenu = lazy(async () => ({ default: (await loadMenu()).SaveToListMenu }));

interface SaveToListButtonProps {
  candidateId: string;
  /** The candidate's full name, for the button's accessible name. */
  candidateName: string;
  /**
   * On a feed card: the count comes from the feed's one map of every list (a profile reads the
   * candidate's own lists instead, which its stage line loads anyway).
   */
  inFeed?: boolean;
  className?: string;
}

/**
 * "Save" on a talent card or a candidate's profile (issue #34 item 1), for a company's members
 * only (the caller decides). The card carries only this button: the first press loads the menu's
 * code (React.lazy) together with the candidate's lists, then opens the menu, which stays mounted
 * after. A press by keyboard puts the focus on the first list.
 */
export function SaveToListButton({
  candidateId,
  candidateName,
  inFeed = false,
  className,
}: SaveToListButtonProps) {
  const queryClient = useQueryClient();
  const count = useShortlistCount(candidateId, inFeed);
  const [loading, setLoading] = useState(false);
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);

  const open = (event: MouseEvent) => {
    // A click made by Enter or Space has no pointer position (detail 0).
    const byKeyboard = event.detail === 0;
    setLoading(true);
    // `prefetchQuery` never rejects: a failed read shows in the menu, with Try again.
    void Promise.all([
      loadMenu(),
      queryClient.prefetchQuery(getCandidatePipelineQueryOptions(candidateId)),
    ]).then(
      () => {
        setLoading(false);
        setOpened({ byKeyboard });
      },
      () => {
        setLoading(false);
        toast({ title: 'Error', description: unexpectedErrorMessage, variant: 'destructive' });
      },
    );
  };

  const face = (
    <SaveToListFace
      candidateName={candidateName}
      count={count}
      busy={loading}
      className={className}
      onClick={loading ? undefined : open}
    />
  );
  if (!opened) return face;
  return (
    <Suspense fallback={face}>
      <SaveToListMenu
        candidateId={candidateId}
        candidateName={candidateName}
        count={count}
        openedByKeyboard={opened.byKeyboard}
        className={className}
      />
    </Suspense>
  );
}
