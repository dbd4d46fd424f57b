import type { ReactNode } from "react";

/** A link that looks like a button, on a line of its own: the way forward from a page without a form. */
export function ButtonLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant?: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <p>
      <a className={variant ? `button button--${variant}` : "button"} href={href}>
        {children}
      </a>
    </p>
  );
}
