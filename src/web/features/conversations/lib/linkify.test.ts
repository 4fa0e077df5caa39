/** Safe links in messages (issue #16): only http(s) addresses become links. */
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('links http and https addresses, leaving trailing punctuation out', () => {
    expect(linkify('See https://cal.com/kim. Or http://a.example/x?y=1, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://cal.com/kim', href: 'https://cal.com/kim' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never links javascript:, data: or HTML', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
    ])
      expect(linkify(text).every((p) => p.kind === 'text')).toBe(true);
  });

  it('keeps line breaks in the text', () => {
    expect(linkify('a\nb')).toEqual([{ kind: 'text', text: 'a\nb' }]);
  });
});
