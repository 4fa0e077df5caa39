/**
 * Brand marks (lucide has none): 24×24 single-path glyphs served as files under `/icons/` and
 * painted in the text colour through a CSS mask, so the glyphs' path data is not JavaScript that
 * every page loads (issue #29 budget, docs/decisions/030).
 */
const maskClass = {
  twitter: '[mask:url(/icons/twitter.svg)_center/contain_no-repeat]',
  linkedin: '[mask:url(/icons/linkedin.svg)_center/contain_no-repeat]',
  github: '[mask:url(/icons/github.svg)_center/contain_no-repeat]',
} as const;

export type SocialNetwork = keyof typeof maskClass;

/** A decorative social network glyph; the surrounding control carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block bg-current ${maskClass[network]} ${className ?? ''}`}
    />
  );
}
