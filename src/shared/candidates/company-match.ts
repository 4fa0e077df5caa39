/**
 * How a company is recognised by the name or domain a candidate gives (issue #35 part 2 "Who may
 * see me", docs/decisions/081-who-may-see-me.md): "Acme Inc." = "ACME" = "acme, inc" by
 * `companyNameKey`, "https://www.Acme.com/jobs" = "acme.com" by `companyDomainKey`. The server
 * stores these keys with a blocked company and the current employer, and compares them with each
 * company's current and former names and its verified domains. Shared by the server and the
 * dashboard's Privacy card.
 */

/**
 * Legal forms dropped from the end of a name (and "the" from its start): "Acme GmbH" is Acme.
 * Several may follow each other ("Acme Holdings Co. Ltd" keeps "acme holdings").
 */
const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'gmbh',
  'mbh',
  'ug',
  'kg',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'co',
  'corp',
  'corporation',
  'company',
  'plc',
  'ag',
  'oy',
  'oyj',
  'ab',
  'as',
  'aps',
  'pty',
  'pte',
  'kk',
  'se',
]);

/**
 * A company name's key: lower case, accents and punctuation removed ("Société" → "societe",
 * "A.C.M.E." → "acme", "Acme, Inc." → "acme"), spaces collapsed, and legal forms dropped from the
 * end ("inc", "llc", "gmbh", "s.a.", …). A name that is nothing but a legal form keeps it
 * ("Company" stays "company"). @returns '' for a name with no letters or digits.
 */
export function companyNameKey(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Dotted initials and forms run together first: "a.c.m.e." → "acme", "s.a." → "sa".
    .replace(/\b((?:\p{L}\.){2,})/gu, (m) => m.replace(/\./g, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = plain ? plain.split(' ') : [];
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/**
 * A web domain's key: the host in lower case without scheme, "www.", port, path or trailing dot
 * ("https://www.Acme.com/jobs" → "acme.com"); an e-mail address gives its domain.
 * @returns null when what is left is not a domain like "acme.io".
 */
export function companyDomainKey(input: string): string | null {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  if (value.includes('@')) value = value.slice(value.lastIndexOf('@') + 1);
  value = value.split(/[/?#:]/)[0]!.replace(/\.$/, '');
  value = value.replace(/^www\./, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value)
    ? value
    : null;
}
