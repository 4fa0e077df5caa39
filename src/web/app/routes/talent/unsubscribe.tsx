import { useParams } from 'react-router';
import { UnsubscribePage } from '../../../features/saved-searches/components/unsubscribe-page';

/** /unsubscribe/:token — an alert e-mail's unsubscribe link, no login (issue #34 item 5). */
export function UnsubscribeRoute() {
  const { token = '' } = useParams();
  return <UnsubscribePage token={token} />;
}
