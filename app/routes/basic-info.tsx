import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { EmailField } from "~/components/email-field";
import { RadioGroup } from "~/components/radio-group";
import { CheckboxField, NameFields, TextField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { DisclosureMarker, MarketingLines } from "~/components/marketing";
import { useHydrated } from "~/components/hydrated";
import { useFlowForm } from "~/components/use-flow-form";
import { NAME_COMBINED_MAX } from "~/domain/constants";
import { EMAIL_PATTERN, formatPhone, isValidPhone, maskEmail, maskPhone, normalizePhone } from "~/domain/contact";
import { DISCLOSURE } from "~/domain/marketing";
import { pathOf, stepOf } from "~/domain/route-table";
import { basicInfoSchema, PRIMARY_PHONE_TYPE_MOBILE } from "~/server/form-schemas.server";
import { constraintOf, IDLE_EXPIRED_PATH, readForm, rejectForm } from "~/session/form.server";
import { bankFor, newInstanceId, requireOffer } from "~/features/flow/flow.server";
import { endsSession, errorKeyFor } from "~/upstream/errors";
import { ERRORS } from "~/domain/error-catalogue";
import { basicInfoNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { FormGuard, screenTitle, SubmitButton } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("basicInfo");

export const meta = screenTitle("Basic information – Step 1 of 9");

export async function loader({ context }: LoaderFunctionArgs) {
  const { draft } = context.session.data;
  if (!draft.cardType) {
    return redirect(context.session.status === "expired" ? IDLE_EXPIRED_PATH : pathOf("intro"));
  }
  const offer = await requireOffer(context, draft.cardType);
  return {
    cardType: draft.cardType,
    cardName: offer.name,
    ...(await formState(context, PATH)),
    constraint: constraintOf(basicInfoSchema),
    defaults: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      emailAddress: draft.emailAddress,
      primaryPhone: draft.primaryPhone ? formatPhone(draft.primaryPhone) : undefined,
      otpMethod: draft.otpMethod,
      phoneConsent: draft.phoneConsent ? "on" : undefined,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, basicInfoSchema);
  const { session } = context;
  const cardType = session.data.draft.cardType;
  if (!cardType) return redirect(pathOf("intro"), 303);

  const submission = parseWithZod(form, { schema: basicInfoSchema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  const offer = await requireOffer(context, cardType);
  const values = submission.value;
  const draft = session.data.draft;
  const instanceId = draft.instanceId ?? newInstanceId();
  session.data.draft = {
    ...draft,
    ...values,
    instanceId,
    productId: offer.productId,
    primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
    incentiveId: offer.incentive?.id ?? null,
    incentiveName: offer.incentive?.name ?? null,
  };

  try {
    const lead = await bankFor(context).createLead({
      firstName: values.firstName,
      lastName: values.lastName,
      emailAddress: values.emailAddress,
      primaryPhone: values.primaryPhone,
      primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
      otpMethod: values.otpMethod,
      phoneConsent: values.phoneConsent,
      instanceId,
      productId: offer.productId,
      incentiveName: offer.incentive?.name ?? null,
      incentiveId: offer.incentive?.id ?? null,
    });
    const method = lead.otpMethod ?? values.otpMethod;
    session.data.leadId = lead.id;
    session.data.verifiedAt = undefined;
    session.data.otp = {
      purpose: "lead",
      target: pathOf("income"),
      sentAt: context.now(),
      method,
      destination: method === "Mobile" ? maskPhone(values.primaryPhone) : maskEmail(values.emailAddress),
      initial: true,
    };
    track(context, basicInfoNextEvents(cardType));
    return redirect(pathOf("otp"), 303);
  } catch (error) {
    // SPEC §8 only logs a createLead failure; we also keep the answers and say what happened.
    context.log.error({ err: error }, "createLead failed");
    if (endsSession(error)) {
      await session.reset();
      return redirect(pathOf("sessionExpired"), 303);
    }
    return rejectForm(context, PATH, submission.reply({ formErrors: [ERRORS[errorKeyFor(error)].title] }));
  }
}

export default function BasicInfo() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { form, fields, summary, attempt, formErrors, onSubmitCapture } = useFlowForm<keyof typeof data.defaults>({
    id: "basic-info",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });

  const phone = normalizePhone(String(fields.primaryPhone.value ?? ""));
  const email = String(fields.emailAddress.value ?? "").trim();
  const mobileLabel = isValidPhone(phone) ? `Text a code to ${maskPhone(phone)}` : "Text a code to my mobile phone";
  const emailLabel = EMAIL_PATTERN.test(email)
    ? `Email a code to ${maskEmail(email)}`
    : "Email a code to my email address";
  const submitting = navigation.state === "submitting";

  return (
    <FlowLayout
      backHref={pathOf("intro")}
      step={stepOf("basicInfo")}
      title={
        <>
          You're Pre-Approved
          <DisclosureMarker n={DISCLOSURE.preApproval} symbol="*" />
        </>
      }
      lead={
        <>
          <p className="note">No credit check to apply for the {data.cardName}.</p>
          {data.cardType === "plus" ? <p className="note note--highlight">No annual fee.</p> : null}
          <MarketingLines />
        </>
      }
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      {formErrors.length ? (
        <div className="alert alert--error" role="alert">
          <p>{formErrors[0]}</p>
          <p>Your answers are saved. Please try again.</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard honeypot />
        <NameFields first={fields.firstName} last={fields.lastName} />
        <EmailField meta={fields.emailAddress} />
        <TextField
          meta={fields.primaryPhone}
          label="Mobile phone number"
          hint="US mobile number, for example 555-123-4567"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          prefix="+1"
          width="medium"
          maxLength={16}
          onInput={hydrated ? formatAsTyped : undefined}
        />
        <RadioGroup
          meta={fields.otpMethod}
          legend="How should we verify your account?"
          hint="We will send you a 6-digit code."
          options={[
            { value: "Mobile", label: mobileLabel },
            { value: "Email", label: emailLabel },
          ]}
        />
        <CheckboxField
          meta={fields.phoneConsent}
          label="I agree to receive text messages, including marketing messages, at the mobile number above."
          hint="Needed to verify by text message. Message and data rates may apply. Reply STOP to opt out."
        />
        <SubmitButton>{submitting ? "Sending your code…" : "Next"}</SubmitButton>
      </Form>
      <HelpTray>
        <p>We use your name, email and mobile number to start your application and to send you a one-time code.</p>
        <p>
          Your first and last name can be {NAME_COMBINED_MAX} characters together at most. Use letters, spaces, periods
          and hyphens only.
        </p>
        <p>Applying does not affect your credit score.</p>
      </HelpTray>
    </FlowLayout>
  );
}

/** Formats the phone as ###-###-#### while typing, unless the person is deleting. */
function formatAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const native = event.nativeEvent as InputEvent;
  if (native.inputType?.startsWith("delete")) return;
  const digits = normalizePhone(input.value).replace(/\D/g, "");
  if (digits.length > 10) return;
  input.value = formatPhone(digits);
}
