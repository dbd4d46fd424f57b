import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pathOf } from "~/domain/route-table";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { pathForApplication, requireStatusAccess, toSelectedApplication } from "~/features/status/status.server";
import { noFormAction } from "~/features/routing/no-form.server";

/** SPEC §2.2, §4.2: no page of its own; sends the applicant to no-match, the one application, or the list. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireStatusAccess(context);
  const { session } = context;
  let list;
  try {
    list = await bankFor(context).getApplicationsStatus();
  } catch (error) {
    throw await bankFailure(context, error);
  }
  if (session.data.statusCheck) session.data.statusCheck = { ...session.data.statusCheck, found: list.length };
  session.data.documentTypes = undefined;
  const [only] = list;
  if (list.length === 0 || !only) {
    session.data.selectedApplication = undefined;
    return redirect(pathOf("appStatusNoMatch"));
  }
  if (list.length > 1) {
    return redirect(pathOf("statusList"));
  }
  const selected = { ...toSelectedApplication(only), checkedAt: context.now() };
  session.data.selectedApplication = selected;
  return redirect(pathForApplication(context, selected));
}

export const action = noFormAction;
