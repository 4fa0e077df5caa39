/**
 * The note field's `@` mentions (issue #34 item 2): what is being typed, whom it offers, what a
 * pick inserts, and how a saved note's mentions are found to highlight them — as the server's
 * `mentionedIn` reads them (full name or first name, any case, followed by a non-letter).
 */
import { describe, expect, it } from 'vitest';
import { insertMention, matchTeammates, mentionQueryAt, mentionSegments } from './mentions';

const team = [
  { userId: '1', fullName: 'Dana Lee' },
  { userId: '2', fullName: 'Sam Dalton' },
  { userId: '3', fullName: 'Maya Chen' },
];

describe('mentionQueryAt', () => {
  it('finds the @ that starts a word before the caret', () => {
    expect(mentionQueryAt('Ask @da', 7)).toEqual({ start: 4, query: 'da' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('(@Dana Le', 9)).toEqual({ start: 1, query: 'Dana Le' });
  });

  it('ignores e-mail addresses, line breaks and a caret outside the mention', () => {
    expect(mentionQueryAt('dana@example', 12)).toBeNull();
    expect(mentionQueryAt('@dana\nnext', 10)).toBeNull();
    expect(mentionQueryAt('@ dana', 6)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });
});

describe('matchTeammates', () => {
  it('lists full-name matches first, then a matching later word', () => {
    expect(matchTeammates(team, 'da').map((m) => m.fullName)).toEqual(['Dana Lee', 'Sam Dalton']);
    expect(matchTeammates(team, 'CHEN').map((m) => m.fullName)).toEqual(['Maya Chen']);
    expect(matchTeammates(team, 'dana lee').map((m) => m.fullName)).toEqual(['Dana Lee']);
    expect(matchTeammates(team, 'zed')).toEqual([]);
    expect(matchTeammates(team, '')).toHaveLength(3);
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the full name and a space, caret after it', () => {
    expect(insertMention('Ask @da today', { start: 4, query: 'da' }, 7, 'Dana Lee')).toEqual({
      text: 'Ask @Dana Lee today',
      caret: 14,
    });
    expect(insertMention('@', { start: 0, query: '' }, 1, 'Maya Chen')).toEqual({
      text: '@Maya Chen ',
      caret: 11,
    });
  });
});

describe('mentionSegments', () => {
  it('marks the full and first-name mentions of the named teammates, in any case', () => {
    expect(mentionSegments('Ask @Dana Lee, then @dana.', ['Dana Lee'])).toEqual([
      { text: 'Ask ', mention: false },
      { text: '@Dana Lee', mention: true },
      { text: ', then ', mention: false },
      { text: '@dana', mention: true },
      { text: '.', mention: false },
    ]);
  });

  it('leaves an e-mail address, a longer word and unnamed teammates as text', () => {
    expect(mentionSegments('mail dana@x.io or @Danak or @Maya', ['Dana Lee'])).toEqual([
      { text: 'mail dana@x.io or @Danak or @Maya', mention: false },
    ]);
    expect(mentionSegments('plain', [])).toEqual([{ text: 'plain', mention: false }]);
  });
});
