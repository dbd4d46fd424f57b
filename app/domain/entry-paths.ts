import type { CardType } from "./products";

/** Entry pages that preset the card type (SPEC §2.1). The brand's own /{Brand}/Apply is also basic. */
export const ENTRY_PATHS: Record<CardType, string> = {
  basic: "/Secured/Apply",
  plus: "/SecuredPlus/Apply",
  launch: "/Launch/Apply",
};

export function entryPathFor(cardType: CardType): string {
  return ENTRY_PATHS[cardType];
}

export function brandEntryPath(brand: string): string {
  return `/${brand}/Apply`;
}
