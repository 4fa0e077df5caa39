/** The `email-providers` package ships no types: its default export is its list of domains. */
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
