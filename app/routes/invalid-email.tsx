import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { TextField } from "~/components/fields";
import { FlowLayout } from "~/components/flow-layout";
import { FormGuard } from "~/components/form-guard";
import { useFlowForm } from "~/components/use-flow-form";
import { pathOf } from "~/domain/route-table";
import { invalidEmailSchema, MSG } from "~/server/form-schemas.server";
import { bankFor, upstreamFailure } from "~/session/flow.server";
import { constraintOf, readForm, rejectForm, takeFormResult } from "~/session/form.server";
import { resubmitRequest } from "~/session/resubmit.server";
import { currentApplication, documentsOf, pathForStatus, requireStatusAccess } from "~/session/status.server";
import styles from "~/styles/status.css";

const PATH = pathOf("invalidEmail");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.hasErrors ? "Error: " : ""}Check your email address` },
];

/**
 * SPEC §4.1 InvalidEmail, §5: the email re-entry screen. For an application submitted in this
 * session the corrected email is sent with a resubmission; after the status check alone we do not
 * hold the answers a resubmission needs, so the screen says whom to call (docs/decisions/0052).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  requireStatusAccess(context);
  const canResubmit = resubmitRequest(context, "") !== null;
  const lastResult = await takeFormResult(context, PATH);
  return {
    canResubmit,
    phone: context.env.CUSTOMER_SERVICE_PHONE,
    homeUrl: context.homeUrl,
    defaults: { emailAddress: canResubmit ? context.session.data.draft.emailAddress : undefined },
    lastResult: lastResult ?? null,
    constraint: constraintOf(invalidEmailSchema),
    hasErrors: lastResult?.status === "error",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, invalidEmailSchema);
  requireStatusAccess(context);
  const { session } = context;
  const submission = parseWithZod(form, { schema: invalidEmailSchema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const { emailAddress } = submission.value;
  const body = resubmitRequest(context, emailAddress);
  if (!body) return redirect(PATH, 303);

  let response;
  try {
    response = await bankFor(context).submitLead(body);
  } catch (error) {
    await session.save();
    return upstreamFailure(context, error);
  }
  const code = response.responseCode;
  if (code === "InvalidEmail") {
    // The bank still cannot use it: the same screen, with SPEC's message on the field.
    return rejectForm(context, PATH, submission.reply({ fieldErrors: { emailAddress: [MSG.emailNotValid] } }));
  }
  session.data.draft = { ...session.data.draft, emailAddress };
  const applicationId = response.applicationId ?? body.applicationId ?? undefined;
  if (session.data.submission)
    session.data.submission = { ...session.data.submission, applicationId, responseCode: code };
  const app = currentApplication(context);
  session.data.selectedApplication = app
    ? {
        ...app,
        applicationId: applicationId ?? app.applicationId,
        responseCode: code,
        creditLimit: response.done?.creditLimit ?? app.creditLimit,
        documents: documentsOf(response.done?.responseObjects ?? null) ?? app.documents,
      }
    : undefined;
  await session.save();
  return redirect(pathForStatus(context, code, { hasDecisions: response.done !== null }), 303);
}

export default function InvalidEmail() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "invalid-email",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  const submitting = navigation.state === "submitting";

  if (!data.canResubmit) {
    return (
      <FlowLayout backHref={pathOf("checkStatus")} title="Check your email address">
        <p>We could not verify the email address on your application.</p>
        <p>
          Please call Customer Service at {data.phone} to update it, so we can keep you informed about your application.
        </p>
        <p className="status-actions">
          <a className="button button--primary" href={data.homeUrl}>
            Ok, Got it
          </a>
        </p>
      </FlowLayout>
    );
  }

  return (
    <FlowLayout
      title="Check your email address"
      lead={
        <p>
          We could not verify the email address on your application. Please enter a valid email address so we can keep
          you informed.
        </p>
      }
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        <TextField
          meta={fields.emailAddress}
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {submitting ? "Sending…" : "Continue"}
          </button>
        </div>
      </Form>
    </FlowLayout>
  );
}
