/** The `indefinite` package ships no types: the one call qgate makes. */
declare module "indefinite" {
  export default function indefinite(
    word: string,
    options?: { capitalize?: boolean; caseInsensitive?: boolean },
  ): string;
}
