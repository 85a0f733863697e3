// A link to a page outside the app: a new tab without an opener, or inside KakaoTalk the phone's own
// browser (KakaoTalk would otherwise open it in itself). Style it with styled(ExternalLink, …).
import type { ComponentPropsWithoutRef } from "react";
import { externalLinkProps } from "../lib/in-app";

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel"> & { href: string };

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} {...externalLinkProps(href)}>
      {children}
    </a>
  );
}
