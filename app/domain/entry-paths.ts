import type { CardType } from "./products";

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
