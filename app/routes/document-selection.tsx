import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SelectField } from "~/components/select-field";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useScreenForm } from "~/components/screen-form";
import type { FormConstraint } from "~/components/screen-form";
import { pathOf } from "~/domain/route-table";
import {
  DOCUMENT_CATEGORY_INFO,
  documentFieldNames,
  type DocumentCategory,
  DOCUMENT_SELECTION_FIELDS,
  UPLOAD_MAX_MB,
} from "~/domain/documents";
import { serverTranslate } from "~/i18n/catalogues.server";
import { documentProofLabel, translateDocumentOption } from "~/i18n/labels.server";
import { localeOf } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { documentSelectionSchema } from "~/server/form-schemas.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { requestedDocuments } from "~/features/status/status-screen.server";
import { pathForApplication } from "~/features/status/status.server";
import styles from "~/styles/status.css";
import { formScreen, SubmitButton, ScreenForm } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "documentSelection",
  styles,
  "documents.selectionTitle",
);

export async function loader({ context }: LoaderFunctionArgs) {
  const { app, categories } = await requestedDocuments(context);
  const chosen = context.session.data.documentTypes ?? {};
  const t = serverTranslate(localeOf(context));
  return {
    applicationId: app.applicationId,
    categories: categories.map((category) => ({
      category,
      proof: documentProofLabel(category, t),
      // The value posted (and sent to the bank) is the type's English name; the label is in the page's language.
      options: DOCUMENT_CATEGORY_INFO[category].options.map((option) => ({
        value: option,
        label: translateDocumentOption(option, t),
      })),
    })),
    defaults: Object.fromEntries(categories.map((c) => [documentFieldNames(c).documentType, chosen[c]])),
    backHref: pathForApplication(context, app),
    ...(await formState(context, PATH, "documents")),
    constraint: constraintOf(documentSelectionSchema(categories)) as FormConstraint,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, DOCUMENT_SELECTION_FIELDS);
  const { categories } = await requestedDocuments(context);
  const submission = parseSubmission(form, documentSelectionSchema(categories));
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  context.session.data.documentTypes = Object.fromEntries(
    Object.entries(submission.value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return redirect(pathOf("documentUpload"), 303);
}

export default function DocumentSelection() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { fields, ...flow } = useScreenForm<ReturnType<typeof documentFieldNames>["documentType"]>(
    "document-selection",
    data,
    {
      summaryLabels: Object.fromEntries(
        data.categories.map((c) => [documentFieldNames(c.category as DocumentCategory).documentType, c.proof]),
      ),
    },
  );
  return (
    <FlowLayout
      backHref={data.backHref}
      title={t("documents.selectionTitle")}
      lead={<p>{t("documents.selectionLead")}</p>}
    >
      <ScreenForm flow={flow}>
        {data.categories.map((c) => {
          const name = documentFieldNames(c.category as DocumentCategory).documentType;
          const meta = fields[name];
          if (!meta) return null;
          return (
            <SelectField
              key={c.category}
              meta={meta}
              label={c.proof}
              autoComplete="off"
              placeholder={t("documents.selectPlaceholder")}
              width="full"
              options={c.options}
            />
          );
        })}
        <SubmitButton>{t("documents.continue")}</SubmitButton>
      </ScreenForm>
      <HelpTray
        paragraphs={[
          t("documents.selectionHelp1"),
          t("documents.selectionHelp2", { types: t("documents.types"), maxMb: UPLOAD_MAX_MB }),
        ]}
      />
    </FlowLayout>
  );
}
