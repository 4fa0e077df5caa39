/** The inbox pages (issue #16), for companies and candidates alike. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireParty } from '../routes/messages/require-party';

const messagesPage = async () => ({
  Component: (await import('../routes/messages/messages')).MessagesRoute,
});

export const messagesRoutes: RouteObject[] = [
  {
    element: <RequireParty />,
    children: [
      { path: paths.messages.path, lazy: messagesPage },
      { path: paths.conversation.path, lazy: messagesPage },
    ],
  },
];
