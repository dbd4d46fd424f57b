import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { StatusScreen, statusLinks, statusMeta } from "~/components/status-screen";
import { statusScreenAtSegment } from "~/domain/status-screens";
import { fundMyCardAction, statusScreenLoader } from "~/features/status/status-screen.server";
import { noFormAction } from "~/features/routing/no-form.server";
import { unknownPathAction, unknownPathLoader } from "~/features/routing/unknown-path.server";

// One route for every status screen (ADR 0050): the framework's work per request grows with routes.
export async function loader(args: LoaderFunctionArgs) {
  const screen = statusScreenAtSegment(args.params.statusScreen);
  if (!screen) throw await unknownPathLoader(args);
  return statusScreenLoader(screen)(args);
}

export async function action(args: ActionFunctionArgs) {
  const screen = statusScreenAtSegment(args.params.statusScreen);
  if (!screen) return unknownPathAction(args);
  return screen === "appWaitingForFunds" ? fundMyCardAction(args) : noFormAction();
}

export const meta = statusMeta;
export const links = statusLinks;
export default StatusScreen;
