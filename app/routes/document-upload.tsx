import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { FlowLayout } from "~/components/flow-layout";
import { useScreenForm } from "~/components/screen-form";
import type { FormConstraint } from "~/components/screen-form";
import { pathOf } from "~/domain/route-table";
import { ACCEPT_ATTRIBUTE, documentFieldNames, type DocumentCategory, UPLOAD_MAX_MB } from "~/domain/documents";
import { serverTranslate } from "~/i18n/catalogues.server";
import { documentCategoryName, documentProofLabel, translateDocumentOption } from "~/i18n/labels.server";
import { localeOf } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { documentUploadSchema, MSG_KEY } from "~/server/form-schemas.server";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { constraintOf, errorRedirect, setNotice, parseSubmission } from "~/session/form.server";
import { rejectForm } from "~/session/form.server";
import { FAILURE_SCREEN } from "~/upstream/errors";
import { acquireWaiting } from "~/server/locks.server";
import { requestedDocuments } from "~/features/status/status-screen.server";
import { readUploadForm } from "~/features/upload/upload.server";
import { uploadLockTimes } from "~/features/upload/upload-lock.server";
import styles from "~/styles/status.css";
import { ConnectionLostAlert, FormGuard, formScreen, SubmitButton } from "~/components/form-screen";
import { FieldError } from "~/components/fields";
import { formState } from "~/server/form-screen.server";
import { saveThroughOutage } from "~/session/save-through-outage.server";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "documentUpload",
  styles,
  "documents.uploadTitle",
);

// A post that gets no answer keeps the page and the files chosen (ADR 0002).

export async function loader({ context }: LoaderFunctionArgs) {
  const { categories } = await requestedDocuments(context);
  const chosen = context.session.data.documentTypes ?? {};
  // A document type per category first (SPEC §5): the selection page.
  if (categories.some((c) => !chosen[c])) {
    return redirect(pathOf("documentSelection"));
  }
  const t = serverTranslate(localeOf(context));
  return {
    documents: categories.map((category) => ({
      category,
      label: documentCategoryName(category, t),
      proof: documentProofLabel(category, t),
      // Posted as it was chosen (the bank's English name); shown in the page's language.
      documentType: chosen[category] ?? "",
      documentName: translateDocumentOption(chosen[category] ?? "", t),
    })),
    ...(await formState(context, PATH, "documents")),
    constraint: constraintOf(documentUploadSchema(categories)) as FormConstraint,
  };
}

/** SPEC §5, §7 uploaddocuments: each file of an accepted type by its content (ADR 0239), then sent on to the bank. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app, categories } = await requestedDocuments(context);
  // One upload at a time per session, on every instance, taken before the body is read: posts sent at once
  // would each hold their files in memory and send them all to the bank.
  const { holdMs, waitMs } = uploadLockTimes(context.env.UPSTREAM_TIMEOUT_MS);
  const { session } = context;
  const lock = await acquireWaiting(context.locks, `upload:${session.id}`, holdMs, waitMs, request.signal);
  if (!lock) return errorRedirect("document-upload-failed");
  try {
    const saved = await context.sessions.read(session.id);
    // The documents asked for are forgotten once an upload of them is taken: this post came after it.
    if (saved && !saved.documentTypes) return redirect(pathOf("appManualDocumentReview"), 303);
    const response = await upload(request, context, app, categories);
    // Saved before the lock is given back, so a post waiting for it reads what this one did.
    await saveThroughOutage(session);
    return response;
  } finally {
    await lock.release().catch(() => {});
  }
}

async function upload(
  request: Request,
  context: AppLoadContext,
  app: Awaited<ReturnType<typeof requestedDocuments>>["app"],
  categories: DocumentCategory[],
) {
  const schema = documentUploadSchema(categories);
  const fileFields = new Set(categories.map((c) => documentFieldNames(c).file));
  const { form, problems } = await readUploadForm(request, context, schema, fileFields);
  const submission = parseSubmission(form, schema);
  const byContent = Object.entries(problems);
  if (submission.status !== "success" || byContent.length > 0) {
    const fieldErrors = Object.fromEntries(byContent.map(([name, message]) => [name, [message]]));
    const reply = byContent.length ? submission.reply({ fieldErrors }) : submission.reply();
    return rejectForm(context, PATH, inPageOrder(reply, categories));
  }

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
    // Out of reach: SPEC §8's 'unable to access'; any other failure: the upload-failed page and its retry.
    return bankFailure(context, error, {
      unreachable: FAILURE_SCREEN.unreachable,
      otherwise: () => {
        context.log.warn({ err: error }, "uploaddocuments failed");
        return errorRedirect("document-upload-failed");
      },
    });
  }
  if (!result.success) {
    return errorRedirect("document-upload-failed");
  }
  const { session } = context;
  session.data.selectedApplication = { ...app, responseCode: result.responseCode ?? "UI_MDR" };
  session.data.documentTypes = undefined;
  await setNotice(context, pathOf("appManualDocumentReview"), MSG_KEY.documentsReceived);
  return redirect(pathOf("appManualDocumentReview"), 303);
}

/** The error summary reads them as listed; the files' content checks add theirs after the schema's. */
function inPageOrder(reply: SubmissionResult<string[]>, categories: DocumentCategory[]): SubmissionResult<string[]> {
  if (!reply.error) return reply;
  const order: string[] = categories.flatMap((c) => Object.values(documentFieldNames(c)));
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const error = Object.fromEntries(Object.entries(reply.error).sort(([a], [b]) => rank(a) - rank(b)));
  return { ...reply, error };
}

export default function DocumentUpload() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT();
  const types = t("documents.types");
  const { form, fields, summary, answer } = useScreenForm<ReturnType<typeof documentFieldNames>["file"]>(
    "document-upload",
    { constraint: data.constraint, lastResult: data.lastResult },
    {
      summaryLabels: Object.fromEntries(
        data.documents.map((d) => [documentFieldNames(d.category as DocumentCategory).file, d.proof]),
      ),
    },
  );
  const uploading = navigation.state === "submitting";

  return (
    <FlowLayout
      backHref={pathOf("documentSelection")}
      title={t("documents.uploadTitle")}
      lead={<p>{t("documents.uploadLead", { types, maxMb: UPLOAD_MAX_MB })}</p>}
    >
      <ErrorSummary errors={summary} answer={answer} />
      <ConnectionLostAlert />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form, { ariaAttributes: false })}
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
              <FileField
                meta={meta}
                label={t("documents.uploadLabel", { document: doc.documentName })}
                hint={t("documents.uploadHint", { types, maxMb: UPLOAD_MAX_MB })}
              />
            </div>
          );
        })}
        <p className="upload__change">
          <a href={pathOf("documentSelection")}>{t("documents.change")}</a>
        </p>
        <SubmitButton busy={uploading}>{uploading ? t("documents.uploading") : t("documents.upload")}</SubmitButton>
        {uploading ? (
          <p className="upload__progress" role="status">
            {t("documents.uploadingStatus")}
          </p>
        ) : null}
      </Form>
    </FlowLayout>
  );
}

function FileField({ meta, label, hint }: { meta: FieldMetadata<unknown>; label: string; hint: string }) {
  const invalid = Boolean(meta.errors?.length);
  const hintId = `${meta.id}-hint`;
  return (
    <div className={`field${invalid ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <FieldError meta={meta} />
      <input
        className="field__file"
        {...getInputProps(meta, { type: "file", value: false, ariaAttributes: false })}
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${meta.errorId}` : hintId}
      />
    </div>
  );
}
