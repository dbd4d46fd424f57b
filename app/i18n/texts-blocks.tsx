import { createContext, useContext, type ReactNode } from "react";

/**
 * The data blocks of the texts a document names (ADR 0160), made by entry.server; null in the browser.
 * Rendered last in <head>: React 18 hydrates <head> without touching nodes after its own, so the
 * browser renders nothing here and the server's blocks stay for `decodeTexts` to read.
 */
export const TextsBlocksContext = createContext<ReactNode>(null);

export function TextsBlocks() {
  return useContext(TextsBlocksContext);
}
