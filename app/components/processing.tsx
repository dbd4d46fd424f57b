import type { ReactNode } from "react";

/** A wait the bank decides the end of: a spinner and what is happening, read out as a status. */
export function Processing({ children }: { children: ReactNode }) {
  return (
    <div className="processing" role="status">
      <span className="processing__spinner" aria-hidden="true" />
      {children}
    </div>
  );
}
