/** The inbox pages (issue #16), for companies and candidates alike. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireParty } from '../routes/messages/require-party';
import { pagesFrom } from './lazy-pages';

// Loaded at the first inbox page, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/party')).partyPages);
const messagesPage = page('messages');

export const messagesRoutes: RouteObject[] = [
  {
    element: <RequireParty />,
    children: [
      { path: paths.messages.path, lazy: messagesPage },
      { path: paths.conversation.path, lazy: messagesPage },
    ],
  },
];
