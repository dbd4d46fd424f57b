import { createContext, useContext, type ReactNode } from "react";

// Last in <head>: React 18 hydrates <head> without touching nodes after its own, so the blocks stay.
export const TextsBlocksContext = createContext<ReactNode>(null);

export function TextsBlocks() {
  return useContext(TextsBlocksContext);
}
