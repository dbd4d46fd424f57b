import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { SelectField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useFlowForm } from "~/components/use-flow-form";
import type { FormConstraint } from "~/components/flow-form";
import { pathOf } from "~/domain/route-table";
import {
  DOCUMENT_CATEGORY_INFO,
  documentFieldNames,
  type DocumentCategory,
  DOCUMENT_SELECTION_FIELDS,
  proofLabel,
} from "~/domain/documents";
import { documentSelectionSchema } from "~/server/form-schemas.server";
import { constraintOf, readForm, rejectForm } from "~/session/form.server";
import { requestedDocuments } from "~/features/status/status-screen.server";
import { pathForApplication } from "~/features/status/status.server";
import styles from "~/styles/status.css";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("documentSelection");

export const links = stylesheet(styles);

export const meta = screenTitle("Choose your documents");

export async function loader({ context }: LoaderFunctionArgs) {
  const { app, categories } = await requestedDocuments(context);
  const chosen = context.session.data.documentTypes ?? {};
  return {
    applicationId: app.applicationId,
    categories: categories.map((category) => ({
      category,
      label: DOCUMENT_CATEGORY_INFO[category].label,
      options: DOCUMENT_CATEGORY_INFO[category].options,
    })),
    defaults: Object.fromEntries(categories.map((c) => [documentFieldNames(c).documentType, chosen[c]])),
    backHref: pathForApplication(context, app),
    ...(await formState(context, PATH)),
    constraint: constraintOf(documentSelectionSchema(categories)) as FormConstraint,
  };
}

/** SPEC §5: a document type is required for each requested category. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, DOCUMENT_SELECTION_FIELDS);
  const { categories } = await requestedDocuments(context);
  const submission = parseWithZod(form, { schema: documentSelectionSchema(categories) });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  context.session.data.documentTypes = Object.fromEntries(
    Object.entries(submission.value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return redirect(pathOf("documentUpload"), 303);
}

export default function DocumentSelection() {
  const data = useLoaderData<typeof loader>();
  const categories = data.categories.map((c) => c.category as DocumentCategory);
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm<
    ReturnType<typeof documentFieldNames>["documentType"]
  >({
    id: "document-selection",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
    summaryLabels: Object.fromEntries(categories.map((c) => [documentFieldNames(c).documentType, proofLabel(c)])),
  });
  return (
    <FlowLayout
      backHref={data.backHref}
      title="Choose your documents"
      lead={
        <p>For each item below, choose the document you will upload. You will upload the files on the next page.</p>
      }
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        {data.categories.map((c) => {
          const name = documentFieldNames(c.category as DocumentCategory).documentType;
          const meta = fields[name];
          if (!meta) return null;
          return (
            <SelectField
              key={c.category}
              meta={meta}
              label={proofLabel(c.category as DocumentCategory)}
              autoComplete="off"
              placeholder="Select a document"
              width="full"
              options={c.options.map((o) => ({ value: o, label: o }))}
            />
          );
        })}
        <SubmitButton>Continue</SubmitButton>
      </Form>
      <HelpTray>
        <p>Choose a document that is current and shows your full name. You can upload a photo or a scan.</p>
        <p>Files must be JPEG, PNG or PDF, up to 10 MB each.</p>
      </HelpTray>
    </FlowLayout>
  );
}
