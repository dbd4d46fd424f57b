import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { StatusScreen, statusLinks, statusMeta } from "~/components/status-screen";
import { statusScreenAtSegment } from "~/domain/status-screens";
import { fundMyCardAction, statusScreenLoader } from "~/features/status/status-screen.server";
import { noFormAction } from "~/features/routing/no-form.server";
import { unknownPathAction, unknownPathLoader } from "~/features/routing/unknown-path.server";

/**
 * Every status screen of SPEC §2.4 — one template, so one route module on one route, `/:statusScreen`
 * (remix.config.js; ADR 0050): the framework's work per request grows with the number of routes.
 * Each screen keeps its own URL; its text is in app/domain/status-screens.ts. A path segment that is
 * no status screen is answered as any unknown path is (routes/$.tsx): the same redirects.
 */
export async function loader(args: LoaderFunctionArgs) {
  const screen = statusScreenAtSegment(args.params.statusScreen);
  // A redirect thrown is a redirect returned to Remix; thrown, the page's data keeps its own type.
  if (!screen) throw await unknownPathLoader(args);
  return statusScreenLoader(screen)(args);
}

/** 'Fund my card' (waiting for funds); no form elsewhere: a post answers 405 with our page (ADR 0229). */
export async function action(args: ActionFunctionArgs) {
  const screen = statusScreenAtSegment(args.params.statusScreen);
  if (!screen) return unknownPathAction(args);
  return screen === "appWaitingForFunds" ? fundMyCardAction(args) : noFormAction();
}

export const meta = statusMeta;
export const links = statusLinks;
export default StatusScreen;
