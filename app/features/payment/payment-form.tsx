import { useNavigation } from "@remix-run/react";
import { AddressFields } from "~/components/address-fields";
import { DebitCardFields } from "~/components/debit-card-fields";
import { CheckboxField, MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { SubmitButton, ScreenForm, FormErrorAlert } from "~/components/form-screen";
import { useHydrated } from "~/components/hydrated";
import { PageAlert } from "~/components/page-alert";
import { useScreenForm } from "~/components/screen-form";
import { ADDRESS_LINE1_MAX } from "~/domain/constants";
import { formatMoney } from "~/domain/offers";
import { stepOf } from "~/domain/route-table";
import { useT } from "~/i18n/use-t";
import { PaymentProcessing } from "./after-payment";
import { PATH, PAYMENT_ID_FIELD, type FormView, type PaymentField } from "./views";

export function PaymentForm(data: FormView) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && navigation.formAction === PATH;
  // The form goes with its fields: after the processing screen it is made again from the server's
  // answer, as Conform makes a form (the answers it refills, its errors).
  if (submitting && data.mode === "payment" && everyAnswerGiven(navigation.formData, data)) {
    return <PaymentProcessing waitHref={null} />;
  }
  return <PaymentFormPage submitting={submitting} {...data} />;
}

/** 'Processing' only for a post that can be sent (issue 51): every required answer there; the server checks them. */
function everyAnswerGiven(posted: FormData | undefined, data: FormView): boolean {
  const required = Object.entries(data.constraint).flatMap(([name, c]) => (c?.required ? [name] : []));
  if (data.partialAllowed && posted?.get("fundToday") !== "on") required.push("amount");
  return required.every((name) => String(posted?.get(name) ?? "").trim() !== "");
}

function PaymentFormPage({ submitting, ...data }: FormView & { submitting: boolean }) {
  const hydrated = useHydrated();
  const t = useT();
  const { fields, formErrors, ...flow } = useScreenForm<PaymentField>("funding-payment", data, {
    pageError: data.fundFailure,
  });
  const fullyFunded = fields.fundToday.value === "on";
  const amount = formatMoney(data.amountDue);
  const bounds = { min: formatMoney(data.partialBounds.min), max: formatMoney(data.partialBounds.max) };
  const figures = data.figures;
  const promoted = figures !== null && figures.promotionalCredit > 0;
  const detail: string[] = [];
  if (figures && (promoted || (data.mode === "payment" && data.paid !== null))) {
    detail.push(t("fundingPayment.creditLineFigure", { amount: formatMoney(figures.creditLine) }));
    if (data.mode === "early") detail.push(t("fundingPayment.depositFigure", { amount: formatMoney(figures.deposit) }));
    if (promoted) {
      detail.push(t("fundingPayment.promotionFigure", { amount: formatMoney(figures.promotionalCredit) }));
      if (data.mode === "payment") detail.push(t("fundingPayment.toPayFigure", { amount: formatMoney(figures.toPay) }));
    }
    if (data.mode === "payment" && data.paid !== null) {
      detail.push(t("fundingPayment.receivedFigure", { amount: formatMoney(data.paid) }));
    }
  }

  return (
    <FlowLayout
      backHref={data.backHref}
      step={data.mode === "early" ? stepOf("fundingPayment") : null}
      title={t("funding.title")}
      alert={
        // A declined card is said as the funding source says it (PageAlert): first, focused, and
        // the title starts 'Error: ' (meta), with or without JavaScript.
        data.fundFailure ? (
          <PageAlert kind="error" title={t("funding.declinedTitle")} focus={flow.summary.length === 0}>
            <p>{t("funding.declinedMessage")}</p>
            <p className="attempts">{t("funding.declinedHelp")}</p>
          </PageAlert>
        ) : null
      }
    >
      {data.notice ? (
        <div className="alert alert--warning" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      <ScreenForm
        flow={flow}
        alert={<FormErrorAlert errors={formErrors} />}
        action={PATH}
        lostConnectionText={t("errors.connectionLostCard")}
      >
        {data.paymentId ? <input type="hidden" name={PAYMENT_ID_FIELD} value={data.paymentId} /> : null}
        <section className="funding-header" aria-labelledby="funding-amount-label">
          <p className="funding-header__label" id="funding-amount-label">
            {data.mode === "payment"
              ? t("fundingPayment.stillToFundLabel")
              : promoted
                ? t("offer.figureToPay")
                : t("fundingPayment.depositLabel")}
          </p>
          <p className="funding-header__amount">{amount}</p>
          {detail.length ? <p className="funding-header__detail">{detail.join(" · ")}</p> : null}
          {data.partialAllowed ? (
            <>
              <CheckboxField meta={fields.fundToday} label={t("fundingPayment.fundFull", { amount })} />
              {/* Hidden by CSS before and without JavaScript, left out of the form with it: one hint, so hydration moves nothing. */}
              {!hydrated || !fullyFunded ? (
                <div className="partial-amount">
                  <MoneyField
                    meta={fields.amount}
                    label={t("fundingPayment.amountLabel")}
                    hint={t("fundingPayment.amountHint", { amount, ...bounds })}
                    maxLength={10}
                  />
                </div>
              ) : null}
            </>
          ) : (
            <p className="funding-header__detail">{t("fundingPayment.fullAmountToday")}</p>
          )}
        </section>
        <DebitCardFields fields={fields} reenter={data.hasErrors} />
        <AddressFields
          legend={t("fundingPayment.billingAddress")}
          fields={fields}
          section="billing"
          line1Max={ADDRESS_LINE1_MAX}
          stateOptions={data.stateOptions}
        />
        <SubmitButton busy={hydrated && submitting}>{t("funding.next")}</SubmitButton>
      </ScreenForm>
      <HelpTray
        paragraphs={[
          t("fundingPayment.helpDeposit"),
          t("fundingPayment.helpCard"),
          t("fundingPayment.helpSecurityCode"),
        ]}
      />
    </FlowLayout>
  );
}
