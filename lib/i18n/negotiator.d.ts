// negotiator (next-intl's dependency, which it uses for the same header) ships no types: the part used here.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The client's language ranges best first, or those of `available` it accepts, best first. */
    languages(available?: readonly string[]): string[];
  }
}
