import type { ReactNode } from "react";
import { FlowLayout } from "./flow-layout";

/** A wait the bank decides the end of: a spinner and what is happening, read out as a status; `children` follow. */
export function ProcessingPage({
  title,
  lines,
  announceAsPage,
  children,
}: {
  title: string;
  lines: readonly string[];
  announceAsPage?: boolean;
  children?: ReactNode;
}) {
  return (
    <FlowLayout title={title} announceAsPage={announceAsPage}>
      <div className="processing" role="status">
        <span className="processing__spinner" aria-hidden="true" />
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      {children}
    </FlowLayout>
  );
}
