import { linkify } from '../lib/linkify';

/**
 * A message's text as written: line breaks kept, http(s) addresses as links that open in a new
 * tab without handing over the page (issue #16). Never HTML from users.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
