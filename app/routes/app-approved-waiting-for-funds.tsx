import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { StatusScreen, statusLinks, statusMeta } from "~/components/status-screen";
import { statusScreenLoader, fundMyCardAction } from "~/session/status-screen.server";

/** SPEC §2.4 status screen: its text is in app/domain/status-screens.ts ("appWaitingForFunds"). */
export function loader(args: LoaderFunctionArgs) {
  return statusScreenLoader("appWaitingForFunds")(args);
}

/** 'Fund my card' with the fund-today toggle. */
export function action(args: ActionFunctionArgs) {
  return fundMyCardAction(args);
}
export const meta = statusMeta;
export const links = statusLinks;
export default StatusScreen;
