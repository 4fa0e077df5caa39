import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConversationList } from './conversation-list';
import { MessageEmailsSetting } from './message-emails-setting';

/** A dashboard's Messages tab (spec 2 §2; issue #16): the inbox list, each row opening its page. */
export function MessagesTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ConversationList />
        <MessageEmailsSetting />
      </CardContent>
    </Card>
  );
}
