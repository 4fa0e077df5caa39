/** Issue #30 bug 2: initials by grapheme, from one helper. */
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Zoë Nguyễn-Øster 🦄', 'ZN'],
    ['Taylor Test', 'TT'],
    ['Ana María López', 'AL'],
    ['maya', 'M'],
    ['  ', '?'],
    ['', '?'],
    ['🦄', '🦄'],
    ['𝒜lice 𝔅ob', '𝒜𝔅'],
    ['\u0065\u0301mile Zola', '\u0045\u0301Z'],
    ['Ødegaard Ærø', 'ØÆ'],
    ['李 小龍', '李小'],
    ['👩‍💻 Dana Lee', 'DL'],
  ])('%j → %j', (name, initials) => {
    const result = initialsOf(name);
    expect(result).toBe(initials);
    expect(result).not.toContain('\uFFFD');
    // No lone surrogate: the string survives a round trip through UTF-8.
    expect(new TextDecoder().decode(new TextEncoder().encode(result))).toBe(result);
  });
});
