import { Link, type LinkProps } from "@chakra-ui/react";
import type { MouseEvent } from "react";

/**
 * A link to an element of the same page: scrolls to it (smoothly unless reduced motion is asked for) and
 * moves keyboard focus there, without a router navigation.
 */
export function JumpLink({ targetId, ...props }: LinkProps & { targetId: string }) {
  function jump(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }
  return <Link href={`#${targetId}`} onClick={jump} {...props} />;
}
