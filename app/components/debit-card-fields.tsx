import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { CARDHOLDER_NAME_MAX_LENGTH } from "~/domain/constants";
import { formatCardNumber } from "~/domain/card-format";
import { stripNameAsTyped, TextField } from "./fields";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";
import { MastercardMark, VisaMark } from "./marks";

type Meta = FieldMetadata<string | undefined>;

export interface DebitCardFieldsProps {
  fields: {
    cardHolderFirstName: Meta;
    cardHolderLastName: Meta;
    cardNumber: Meta;
    cardExpiration: Meta;
    cardSecurityCode: Meta;
  };
  /** Card fields come back empty after a rejected post (never re-filled); with JavaScript the typed ones stay. */
  reenter?: boolean;
}

const CARD_NUMBER_MAX_LENGTH = 23;
const EXPIRATION_MAX_LENGTH = 7;
const CVV_MAX_LENGTH = 3;
/** What both cardholder name fields share (as NameFields' two do). */
const CARDHOLDER_NAME = { maxLength: CARDHOLDER_NAME_MAX_LENGTH, width: "medium", onInput: stripNameAsTyped } as const;

/** SPEC §2.3 Debit Card panel. */
export function DebitCardFields({ fields, reenter = false }: DebitCardFieldsProps) {
  const hydrated = useHydrated();
  const t = useT();
  const panel = useRef<HTMLFieldSetElement>(null);
  const cardKept = useCardNumberKept(panel, reenter);
  return (
    <fieldset className="fieldset card-panel" ref={panel}>
      <legend className="fieldset__legend card-panel__legend">
        <span>{t("form.debitCard")}</span>
        <span className="card-panel__marks">
          <VisaMark />
          <MastercardMark />
        </span>
      </legend>
      <p className="field__hint">{t("form.cardsAccepted")}</p>
      {reenter && !cardKept ? <p className="card-panel__reenter">{t("form.cardReenter")}</p> : null}
      <TextField
        meta={fields.cardHolderFirstName}
        label={t("form.cardholderFirstName")}
        autoComplete="cc-given-name"
        {...CARDHOLDER_NAME}
      />
      <TextField
        meta={fields.cardHolderLastName}
        label={t("form.cardholderLastName")}
        autoComplete="cc-family-name"
        {...CARDHOLDER_NAME}
      />
      <TextField
        meta={fields.cardNumber}
        label={t("form.cardNumber")}
        hint={t("form.cardNumberHint")}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        width="medium"
        spellCheck={false}
        onInput={hydrated ? groupCardNumber : undefined}
      />
      <div className="card-panel__row">
        <TextField
          meta={fields.cardExpiration}
          label={t("form.expiration")}
          hint={t("form.expirationHint")}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={EXPIRATION_MAX_LENGTH}
          width="short"
          onInput={hydrated ? formatExpiration : undefined}
        />
        <TextField
          meta={fields.cardSecurityCode}
          label={t("form.securityCode")}
          hint={t("form.securityCodeHint")}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVV_MAX_LENGTH}
          width="short"
        />
      </div>
    </fieldset>
  );
}

// Before it is painted (no notice that flashes and goes); the server has no layout, and draws the notice.
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

function useCardNumberKept(panel: RefObject<HTMLFieldSetElement>, reenter: boolean): boolean {
  const [kept, setKept] = useState(false);
  useBeforePaint(() => {
    if (!reenter) return;
    setKept(Boolean(panel.current?.querySelector<HTMLInputElement>('input[name="cardNumber"]')?.value));
  });
  return kept;
}

function deleting(event: FormEvent<HTMLInputElement>) {
  return (event.nativeEvent as InputEvent).inputType?.startsWith("delete") ?? false;
}

function groupCardNumber(event: FormEvent<HTMLInputElement>) {
  if (deleting(event)) return;
  const input = event.currentTarget;
  const formatted = formatCardNumber(input.value);
  if (formatted !== input.value) input.value = formatted;
}

function formatExpiration(event: FormEvent<HTMLInputElement>) {
  if (deleting(event)) return;
  const input = event.currentTarget;
  const digits = input.value.replace(/\D/g, "").slice(0, 4);
  const formatted = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  if (formatted !== input.value) input.value = formatted;
}
