import { getFormProps, getInputProps, type FieldMetadata } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { FlowLayout } from "~/components/flow-layout";
import { useFlowForm } from "~/components/use-flow-form";
import type { FormConstraint } from "~/components/flow-form";
import { pathOf } from "~/domain/route-table";
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_TYPES_TEXT,
  DOCUMENT_CATEGORY_INFO,
  documentFieldNames,
  type DocumentCategory,
  proofLabel,
} from "~/domain/documents";
import { documentUploadSchema, MSG } from "~/server/form-schemas.server";
import { bankFor, upstreamFailure } from "~/features/flow/flow.server";
import { constraintOf, errorRedirect, setNotice } from "~/session/form.server";
import { rejectForm } from "~/session/form.server";
import { requestedDocuments } from "~/features/status/status-screen.server";
import { readUploadForm } from "~/features/upload/upload.server";
import { endsSession, isUpstreamError } from "~/upstream/errors";
import styles from "~/styles/status.css";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("documentUpload");

export const links = stylesheet(styles);

export const meta = screenTitle("Upload your documents");

export async function loader({ context }: LoaderFunctionArgs) {
  const { categories } = await requestedDocuments(context);
  const chosen = context.session.data.documentTypes ?? {};
  // A document type per category first (SPEC §5): the selection page.
  if (categories.some((c) => !chosen[c])) {
    return redirect(pathOf("documentSelection"));
  }
  return {
    documents: categories.map((category) => ({
      category,
      label: DOCUMENT_CATEGORY_INFO[category].label,
      documentType: chosen[category] ?? "",
    })),
    ...(await formState(context, PATH)),
    constraint: constraintOf(documentUploadSchema(categories)) as FormConstraint,
  };
}

/**
 * SPEC §5, §7 uploaddocuments: a file per requested category, each of an accepted type (ADR 0070) by its content
 * and at most 10 MB, sent on to the bank as a multipart request; then 'being processed', or the
 * upload-failed page with 'Try again'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app, categories } = await requestedDocuments(context);
  const fileFields = new Set(categories.map((c) => documentFieldNames(c).file));
  const { form, problems } = await readUploadForm(request, context, fileFields);
  const submission = parseWithZod(form, { schema: documentUploadSchema(categories) });
  const byContent = Object.entries(problems);
  if (submission.status !== "success" || byContent.length > 0) {
    const fieldErrors = Object.fromEntries(byContent.map(([name, message]) => [name, [message]]));
    return rejectForm(context, PATH, byContent.length ? submission.reply({ fieldErrors }) : submission.reply());
  }

  const { session } = context;
  let result;
  try {
    result = await bankFor(context).uploadDocuments({
      applicationId: app.applicationId,
      leadId: app.leadId ?? "",
      files: submission.value.map((doc) => ({
        category: doc.uploadCategory,
        name: doc.documentType,
        fileName: doc.file.name,
        contentType: doc.file.type,
        content: doc.file as File,
      })),
    });
  } catch (error) {
    if (endsSession(error) || (isUpstreamError(error) && (error.kind === "timeout" || error.kind === "network"))) {
      return upstreamFailure(context, error);
    }
    context.log.warn({ err: error }, "uploaddocuments failed");
    return errorRedirect("document-upload-failed");
  }
  if (!result.success) {
    return errorRedirect("document-upload-failed");
  }
  session.data.selectedApplication = { ...app, responseCode: result.responseCode ?? "UI_MDR" };
  session.data.documentTypes = undefined;
  await setNotice(context, pathOf("appManualDocumentReview"), MSG.documentsReceived);
  return redirect(pathOf("appManualDocumentReview"), 303);
}

export default function DocumentUpload() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const categories = data.documents.map((d) => d.category as DocumentCategory);
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm<
    ReturnType<typeof documentFieldNames>["file"]
  >({
    id: "document-upload",
    constraint: data.constraint,
    lastResult: data.lastResult,
    summaryLabels: Object.fromEntries(categories.map((c) => [documentFieldNames(c).file, proofLabel(c)])),
  });
  const uploading = navigation.state === "submitting";

  return (
    <FlowLayout
      backHref={pathOf("documentSelection")}
      title="Upload your documents"
      lead={
        <p>Upload a clear photo or scan of each document. Files must be {ACCEPTED_TYPES_TEXT}, up to 10 MB each.</p>
      }
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmitCapture={onSubmitCapture}
        className="form"
      >
        <FormGuard />
        {data.documents.map((doc) => {
          const names = documentFieldNames(doc.category as DocumentCategory);
          const meta = fields[names.file];
          if (!meta) return null;
          return (
            <div className="upload" key={doc.category}>
              <h2 className="upload__title">{doc.label}</h2>
              <input type="hidden" name={names.documentType} value={doc.documentType} />
              <FileField meta={meta} label={`Upload your ${doc.documentType}`} />
            </div>
          );
        })}
        <p className="upload__change">
          <a href={pathOf("documentSelection")}>Change the documents you chose</a>
        </p>
        <SubmitButton busy={uploading}>{uploading ? "Uploading…" : "Upload documents"}</SubmitButton>
        {uploading ? (
          <p className="upload__progress" role="status">
            Uploading your documents. This can take a minute.
          </p>
        ) : null}
      </Form>
    </FlowLayout>
  );
}

/** A file input with the usual label, hint and inline error. */
function FileField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  const { key: _key, ...inputProps } = getInputProps(meta as FieldMetadata<File>, {
    type: "file",
    ariaDescribedBy: undefined,
  });
  const invalid = Boolean(meta.errors?.length);
  const hintId = `${meta.id}-hint`;
  return (
    <div className={`field${invalid ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {ACCEPTED_TYPES_TEXT}, up to 10 MB
      </p>
      {invalid ? (
        <p id={meta.errorId} className="field__error">
          <span className="visually-hidden">Error: </span>
          {meta.errors?.[0]}
        </p>
      ) : null}
      <input
        {...inputProps}
        className="field__file"
        accept={ACCEPT_ATTRIBUTE}
        required={undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${meta.errorId}` : hintId}
      />
    </div>
  );
}
