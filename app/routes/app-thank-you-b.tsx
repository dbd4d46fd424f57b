import type { LoaderFunctionArgs } from "@remix-run/node";
import { StatusScreen, statusLinks, statusMeta } from "~/components/status-screen";
import { statusScreenLoader } from "~/session/status-screen.server";
import { noFormAction } from "~/session/no-form.server";

/** SPEC §2.4 status screen: its text is in app/domain/status-screens.ts ("appFundingDeclined"). */
export function loader(args: LoaderFunctionArgs) {
  return statusScreenLoader("appFundingDeclined")(args);
}
export const meta = statusMeta;
export const links = statusLinks;
export default StatusScreen;

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
