import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FlowLayout } from "~/components/flow-layout";
import { pathOf, stepOf } from "~/domain/route-table";
import { redirectToStep } from "~/session/flow.server";

export const meta: MetaFunction = () => [{ title: "Your income – Step 3 of 9" }];

/**
 * Step 3 (SPEC §2.2). Reached only after a verified code. The income form itself is the
 * new-application issue's work; this screen confirms whose application continues.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { verifiedAt, draft, leadId } = context.session.data;
  if (!verifiedAt || !leadId) throw redirectToStep(context);
  return { firstName: draft.firstName ?? "" };
}

export default function DebtToIncome() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <FlowLayout backHref={pathOf("basicInfo")} step={stepOf("income")} title="Tell us about your income">
      <p>Thank you, {firstName}. Your email or phone is verified and your application is saved.</p>
    </FlowLayout>
  );
}
