import type { en } from "./en";

/** Every text a string, whatever literal type English's source gives it. */
type Texts<T> = { readonly [N in keyof T]: { readonly [K in keyof T[N]]: string } };

/**
 * The shape every language's catalogue has: English's, namespace → key → text. A Spanish namespace
 * typed `Catalogue["intro"]` fails to compile with a key missing or a key English does not have.
 */
export type Catalogue = Texts<typeof en>;
