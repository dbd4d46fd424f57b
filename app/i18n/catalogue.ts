import type { en } from "./en";

type Texts<T> = { readonly [N in keyof T]: { readonly [K in keyof T[N]]: string } };

// A Spanish namespace typed `Catalogue["intro"]` fails to compile with a key missing or extra.
export type Catalogue = Texts<typeof en>;
