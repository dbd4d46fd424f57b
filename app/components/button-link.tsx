import type { ReactNode } from "react";

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
